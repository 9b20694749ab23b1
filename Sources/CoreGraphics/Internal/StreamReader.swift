/// Feeds bytes to Cairo's stream reader callbacks.
final class StreamReader {
    let data: Data
    var offset = 0

    init(data: Data) {
        self.data = data
    }

    func read(into buffer: UnsafeMutablePointer<UInt8>?, count: Int) -> Bool {
        guard let buffer, count >= 0, data.count - offset >= count else { return false }
        data.withUnsafeBytes { raw in
            buffer.update(from: raw.bindMemory(to: UInt8.self).baseAddress! + offset, count: count)
        }
        offset += count
        return true
    }
}
