"""One module per family of equations, each declaring its checks with
core.check. run.py imports every module of this package."""
