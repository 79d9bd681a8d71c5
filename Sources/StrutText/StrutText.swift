// The StrutText module. See ../shared/ARCHITECTURE.md.
