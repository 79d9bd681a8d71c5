// The StrutAutoLayout module. See ../shared/ARCHITECTURE.md.
