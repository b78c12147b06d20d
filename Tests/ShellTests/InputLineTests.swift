import ShellKit
import Testing

@Suite("Input lines")
struct InputLineTests {
  @Test("surrounding whitespace and a CRLF carriage return are trimmed")
  func trims() {
    #expect(InputLine.decode(Array("  \tshow \r".utf8)) == .success("show"))
    #expect(InputLine.decode(Array("\u{00A0}show\u{3000}".utf8)) == .success("show"))
    #expect(InputLine.decode([]) == .success(""))
  }

  @Test("invalid UTF-8 is refused")
  func invalidUTF8() {
    #expect(InputLine.decode([0x73, 0xFF, 0x68]) == .failure(.invalidUTF8))
    #expect(InputLine.decode([0xC3]) == .failure(.invalidUTF8))
  }

  @Test(
    "NUL, escape, DEL and C1 controls are refused; inner tabs are fine",
    arguments: [
      (UInt8(0x00), UInt32(0x00)), (0x1B, 0x1B), (0x07, 0x07), (0x7F, 0x7F),
    ])
  func controlCharacters(byte: UInt8, code: UInt32) {
    #expect(InputLine.decode(Array("a".utf8) + [byte] + Array("b".utf8)) == .failure(.controlCharacter(code)))
  }

  @Test("a C1 control (U+0085 encoded in UTF-8) is refused; a tab inside is kept")
  func c1AndTab() {
    #expect(InputLine.decode(Array("a\u{85}b".utf8)) == .failure(.controlCharacter(0x85)))
    #expect(InputLine.decode(Array("echo\ta".utf8)) == .success("echo\ta"))
  }

  @Test("error messages are one readable line")
  func messages() {
    #expect(InputError.controlCharacter(0).description == "input contains control character U+0000; line ignored")
    #expect(InputError.tooLong(byteCount: 5000).description == "line too long (5000 bytes, limit 4096); line ignored")
  }
}
