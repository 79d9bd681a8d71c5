// The StrutDeclarative module. See ../shared/ARCHITECTURE.md.
