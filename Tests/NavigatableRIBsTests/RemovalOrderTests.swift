import NavigationSpecification
import PropertyBased
import Testing

@testable import NavigatableRIBs

/// The three orders of a removal (``RemovalOrder``: detaches, the requests made when a gesture ends, the
/// flows told they closed) agree with the executable specification's, on every pair of small numbers
/// (small, so that ties are common), without UIKit or RIBs.
@Suite("The removal's three orders agree with the specification")
struct RemovalOrderTests {
  /// Two (first, second) pairs: the numbers each order compares.
  static let pairs = Gen.int(in: 0...3).array(of: 4...4)

  @Test("detaches: deepest first; among equal depths, the most recently shown first")
  func detaches() async {
    await propertyCheck(input: Self.pairs) { values in
      let (lhs, rhs) = ((values[0], values[1]), (values[2], values[3]))
      #expect(RemovalOrder.detaches(lhs, before: rhs) == Specification.detaches(lhs, before: rhs), "\(values)")
    }
    #expect(RemovalOrder.detaches((3, 1), before: (2, 9)))
    #expect(RemovalOrder.detaches((2, 9), before: (2, 1)))
  }

  @Test("requests when a gesture ends: lowest in the containment first; among equals, in the order asked")
  func requests() async {
    await propertyCheck(input: Self.pairs) { values in
      let (lhs, rhs) = ((values[0], values[1]), (values[2], values[3]))
      #expect(RemovalOrder.requests(lhs, before: rhs) == Specification.requests(lhs, before: rhs), "\(values)")
    }
    #expect(RemovalOrder.requests((2, 5), before: (3, 0)))
    #expect(RemovalOrder.requests((3, 0), before: (3, 1)))
  }

  @Test("flows told they closed: innermost first; among equals, in the order their last screens went")
  func flowsTold() async {
    await propertyCheck(input: Self.pairs) { values in
      let (lhs, rhs) = ((values[0], values[1]), (values[2], values[3]))
      #expect(RemovalOrder.flowsTold(lhs, before: rhs) == Specification.flowsTold(lhs, before: rhs), "\(values)")
    }
    #expect(RemovalOrder.flowsTold((4, 7), before: (2, 0)))
    #expect(RemovalOrder.flowsTold((2, 0), before: (2, 1)))
  }
}
