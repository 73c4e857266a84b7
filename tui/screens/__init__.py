"""The reviewer app's screens, one module each."""
