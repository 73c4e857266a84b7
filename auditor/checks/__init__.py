"""The rule checks that turn labelled claims into flags: per claim, per comparison, per deck."""
