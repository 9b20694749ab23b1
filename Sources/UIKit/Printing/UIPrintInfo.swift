import Foundation

/// The settings of a print job (UIKit): its name, output type, orientation, duplex mode and
/// printer. `UIPrintInteractionController` reads them when it lays out and sends the job.
@preconcurrency @MainActor
open class UIPrintInfo: NSObject, @preconcurrency NSCopying {
    /// The identifier of the printer to use (on CUPS, its queue URL); nil for the default.
    open var printerID: String?
    /// The job's name, shown in the print queue and written as the PDF's title.
    open var jobName: String = ""
    open var outputType: UIPrintInfo.OutputType = .general
    open var orientation: UIPrintInfo.Orientation = .portrait
    open var duplex: UIPrintInfo.Duplex = .none

    public override init() {
        super.init()
    }

    /// A print info with UIKit's defaults (the app's name as the job name, general output,
    /// portrait, no duplex).
    open class func printInfo() -> UIPrintInfo {
        let info = UIPrintInfo()
        // UIKit: the default job name is the application's name.
        info.jobName = ProcessInfo.processInfo.processName
        return info
    }

    /// A print info from a dictionary made by `dictionaryRepresentation()`; unknown keys and
    /// values of the wrong type are ignored.
    public convenience init(dictionary: [AnyHashable: Any]?) {
        self.init()
        guard let dictionary else { return }
        if let value = dictionary[Self.printerIDKey] as? String { printerID = value }
        if let value = dictionary[Self.jobNameKey] as? String { jobName = value }
        if let raw = dictionary[Self.outputTypeKey] as? Int, let value = OutputType(rawValue: raw) { outputType = value }
        if let raw = dictionary[Self.orientationKey] as? Int, let value = Orientation(rawValue: raw) { orientation = value }
        if let raw = dictionary[Self.duplexKey] as? Int, let value = Duplex(rawValue: raw) { duplex = value }
    }

    /// The settings as a dictionary (to save them and make a print info again).
    open func dictionaryRepresentation() -> [AnyHashable: Any] {
        var dictionary: [AnyHashable: Any] = [
            Self.jobNameKey: jobName,
            Self.outputTypeKey: outputType.rawValue,
            Self.orientationKey: orientation.rawValue,
            Self.duplexKey: duplex.rawValue,
        ]
        if let printerID { dictionary[Self.printerIDKey] = printerID }
        return dictionary
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        UIPrintInfo(dictionary: dictionaryRepresentation())
    }

    private static let printerIDKey = "UIPrintInfoPrinterIDKey"
    private static let jobNameKey = "UIPrintInfoJobNameKey"
    private static let outputTypeKey = "UIPrintInfoOutputTypeKey"
    private static let orientationKey = "UIPrintInfoOrientationKey"
    private static let duplexKey = "UIPrintInfoDuplexKey"
}
