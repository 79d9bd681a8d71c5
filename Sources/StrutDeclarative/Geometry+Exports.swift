// Insets and layout direction come with the declarative layouts that take them.
@_exported import StrutGeometry
