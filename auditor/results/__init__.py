"""Published MLPerf results: the local results database and the cross-check of claims against it."""
