"""The Server-vs-Offline replay glue: the replay model over the kernels and the service-time samples."""
