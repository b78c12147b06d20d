import ShellKit
import Testing

@Suite("Tokenizer")
struct TokenizerTests {
  @Test("blanks separate words; runs of blanks and tabs count once")
  func blanks() throws {
    #expect(try Tokenizer.split("tap  a\tb ") == ["tap", "a", "b"])
  }

  @Test("double quotes keep blanks and honour \\\" and \\\\")
  func doubleQuotes() throws {
    #expect(
      try Tokenizer.split(#"type "12.50" "a b" "say \"hi\"" "c:\\d" "\n""#) == [
        "type", "12.50", "a b", #"say "hi""#, #"c:\d"#, #"\n"#,
      ])
  }

  @Test("single quotes are literal")
  func singleQuotes() throws {
    #expect(try Tokenizer.split(#"echo 'a "b" \c'"#) == ["echo", #"a "b" \c"#])
  }

  @Test("backslash escapes outside quotes; adjacent parts join; empty quotes make an empty word")
  func escapesAndJoins() throws {
    #expect(try Tokenizer.split(#"echo a\ b x"y z"'!' "" ''"#) == ["echo", "a b", "xy z!", "", ""])
  }

  @Test("unterminated quotes and a lone trailing backslash are errors")
  func errors() {
    #expect(throws: TokenizerError.unterminatedQuote("\"")) { try Tokenizer.split(#"type "12.50"#) }
    #expect(throws: TokenizerError.unterminatedQuote("'")) { try Tokenizer.split("echo 'a") }
    #expect(throws: TokenizerError.danglingBackslash) { try Tokenizer.split(#"echo a\"#) }
  }

  @Test(
    "quote() round-trips through split()",
    arguments: ["plain", "two words", #"a"b"#, #"back\slash"#, "", "it's", "ünï cödé"])
  func quoteRoundTrip(word: String) throws {
    #expect(try Tokenizer.split("echo " + Tokenizer.quote(word)) == ["echo", word])
  }

  @Test("scan reports the word being typed, raw and unquoted, even inside an open quote")
  func scan() {
    let open = Tokenizer.scan(#"tap "Buy m"#)
    #expect(open.words == ["tap"])
    #expect(open.partial == .init(text: "Buy m", raw: #""Buy m"#))
    #expect(open.openQuote == "\"")
    let afterBlank = Tokenizer.scan("tap ")
    #expect(afterBlank.words == ["tap"])
    #expect(afterBlank.partial == nil)
  }
}
