/// Every order of `elements`: n! arrays, for tests that check a result against each input order.
///
/// - Parameter elements: The elements to order (a handful: 6 give 720 orders).
/// - Returns: Each permutation once.
func allOrders<Element>(of elements: [Element]) -> [[Element]] {
  var orders: [[Element]] = [[]]
  for element in elements {
    orders = orders.flatMap { order in
      (0...order.count).map { position in
        var next = order
        next.insert(element, at: position)
        return next
      }
    }
  }
  return orders
}
