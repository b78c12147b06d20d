import Testing
@testable import HeadlessUIKit
