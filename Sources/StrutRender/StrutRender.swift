// The StrutRender module. See ../shared/ARCHITECTURE.md.
