import Foundation

/// A print job as it leaves the app: the documents (PDF) and the settings that go with them.
@_spi(Platform)
public struct PlatformPrintJob: Sendable {
    public var jobName: String
    /// The printer chosen (`print(to:)`); nil for the system's default printer.
    public var printerURL: URL?
    /// PDF documents, printed in order as one job.
    public var documents: [Data]
    public var copies: Int
    public var duplex: UIPrintInfo.Duplex
    public var outputType: UIPrintInfo.OutputType
}
