/// Collects bytes from Cairo's stream writer callbacks.
final class StreamWriter {
    var data = Data()
}
