import FinanceRepository
import Foundation

/// Cards and a date the finance features' tests share.
public enum TestCards {
  /// Visa •••• 4242 (`card-1`).
  public static let visa = PaymentMethod(id: "card-1", name: "Visa", lastDigits: "4242")
  /// Mastercard •••• 4444 (`card-2`).
  public static let mastercard = PaymentMethod(id: "card-2", name: "Mastercard", lastDigits: "4444")
  /// 1 June 2025, UTC: the date card-form tests read as "now".
  public static let today = Date(timeIntervalSince1970: 1_748_736_000)
}
