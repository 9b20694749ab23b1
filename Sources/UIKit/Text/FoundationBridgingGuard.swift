/// A workaround for swift-corelibs-foundation (Swift 6.3, Linux): when CoreFoundation compares
/// attribute values of an attributed string (`addAttribute` over an existing value, run
/// coalescing in `append`, `init(attributedString:)`, ...), `CFEqual` reads bits 8–17 of the
/// first stored word of a Swift object as a CF type ID; if they are zero it halts the process
/// instead of calling `isEqual(_:)`. Classes used as attribute values therefore start with this
/// word, which names CF type 1 so that CoreFoundation dispatches to Swift's `isEqual(_:)`.
enum FoundationBridgingGuard {
    static let word: UInt64 = 0x100
}
