"""The reviewer app's widgets, one module each."""
