// The umbrella module: `import Strut` gives every library module.
@_exported import StrutAutoLayout
@_exported import StrutDeclarative
@_exported import StrutDeclarativeViews
@_exported import StrutGeometry
@_exported import StrutRender
@_exported import StrutSolver
@_exported import StrutText
@_exported import StrutUIKit
