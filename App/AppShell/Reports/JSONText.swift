import Foundation

/// Encodes a report as one JSON document with sorted keys, so output is stable across runs.
enum JSONText {
  /// `value` as JSON on one line with sorted keys; `{}` if encoding fails (it cannot for our reports).
  static func encode(_ value: some Encodable) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(value) else { return "{}" }
    return String(decoding: data, as: UTF8.self)
  }
}
