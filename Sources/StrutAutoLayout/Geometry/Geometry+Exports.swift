// Geometry shared with the declarative layer (insets, layout direction) lives below both layout
// layers, in StrutGeometry; importing StrutAutoLayout gives it too.
@_exported import StrutGeometry
