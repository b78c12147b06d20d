import Testing

@testable import Root

struct DeepLinkTests {
  @Test(arguments: [
    ("ribs://examples", DeepLink.examples), ("ribs://examples/", .examples), ("RIBS://Examples", .examples),
    ("ribs://examples/detail?depth=1", .examplesDetail(depth: 1)),
    ("ribs://examples/detail?depth=20", .examplesDetail(depth: 20)),
    ("ribs://finance", .finance), ("ribs://finance/topup", .financeTopup), ("ribs://finance/add-card", .financeAddCard),
    (" ribs://finance/topup ", .financeTopup), ("ribs://finance/topup/", .financeTopup),
  ])
  func parses(text: String, link: DeepLink) {
    #expect(DeepLink(text) == link)
  }

  @Test(arguments: [
    "", "ribs", "ribs://", "ribs:///examples", "https://examples", "ribs://examples/detail?depth=",
    "ribs://examples/detail?depth=+2", "ribs://examples/detail?depth=1.5",
    "ribs://examples/detail?depth=99999999999999999999",
    "ribs://finance:80/topup", "ribs://examples?depth=2", "ribs://finance/topup#x",
  ])
  func refuses(text: String) {
    #expect(DeepLink(text) == nil)
  }

  @Test func everyAdvertisedLinkParses() {
    for text in AppRoot.deepLinkExamples { #expect(DeepLink(text) != nil, "\(text)") }
  }
}
