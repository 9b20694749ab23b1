/// One lexical unit of an RTF stream (RTF 1.9.1, "RTF Syntax").
enum RTFToken: Equatable {
    /// `{`: a group starts; character and paragraph formatting are saved.
    case groupStart
    /// `}`: the group ends; the saved formatting comes back.
    case groupEnd
    /// `\word` or `\wordN` (N a signed integer parameter).
    case controlWord(String, Int?)
    /// `\` and one non-letter (`\~`, `\*`, `\{`, `\\`…); `\` before a line break is `\par`.
    case controlSymbol(UInt8)
    /// `\'hh`: one byte of text in the current code page.
    case hexByte(UInt8)
    /// Bytes of plain text (line breaks in the stream are not text).
    case text([UInt8])
}
