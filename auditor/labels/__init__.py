"""Labelling claims: the rule labeler and the text signals, workload, injection and vendor detectors."""
