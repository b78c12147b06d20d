import Testing
@testable import RIBs
