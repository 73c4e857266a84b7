"""Independent implementations the kernels are checked against (SimPy, MLPerf LoadGen).

Test and benchmark support only (not installed with deckaudit): `tests/` and `bench/` both import
these, and neither imports the other.
"""
