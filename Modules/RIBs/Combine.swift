// Combine's API in one place: Apple's Combine where it exists, OpenCombine elsewhere.
#if canImport(Combine)
@_exported import Combine
#else
@_exported import OpenCombine
#endif

#if canImport(UIKit)
@_exported import UIKit
#else
@_exported import HeadlessUIKit
#endif
