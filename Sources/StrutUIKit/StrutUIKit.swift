// UIKit's spelling over Strut's own types: a file that says
//
//     #if canImport(UIKit)
//     import UIKit
//     #else
//     import StrutUIKit
//     #endif
//
// compiles against either. Only names live here (aliases and thin overloads); every behaviour
// is Strut's, in StrutAutoLayout and StrutText.
@_exported import Foundation
@_exported import StrutAutoLayout
@_exported import StrutGeometry
@_exported import StrutText
