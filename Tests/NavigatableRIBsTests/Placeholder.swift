import Testing
@testable import NavigatableRIBs
