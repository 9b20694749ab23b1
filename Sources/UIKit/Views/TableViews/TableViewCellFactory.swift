internal import CTableViewCellDispatch

/// Creates cells of a registered class with the class's own `init(style:reuseIdentifier:)`
/// (a plain designated initializer, as in UIKit, so a metatype cannot call it directly; see
/// CTableViewCellDispatch).
@MainActor
enum TableViewCellFactory {
    static func make(_ type: UITableViewCell.Type, style: UITableViewCell.CellStyle, reuseIdentifier: String?) -> UITableViewCell {
        // The initializer consumes the identifier: hand over a retained copy's two words.
        let slot = UnsafeMutablePointer<String?>.allocate(capacity: 1)
        slot.initialize(to: reuseIdentifier)
        defer { slot.deallocate() }
        let raw = UnsafeRawPointer(slot)
        let word0 = raw.load(as: UInt64.self)
        let word1 = raw.load(fromByteOffset: 8, as: UnsafeMutableRawPointer?.self)
        let tag = unsafeBitCast(style, to: UInt8.self)
        let object = openuikit_table_cell_init(unsafeBitCast(type, to: UnsafeRawPointer.self), tag, word0, word1)
        return Unmanaged<UITableViewCell>.fromOpaque(object!).takeRetainedValue()
    }
}
