import Foundation

/// The activity type of a web page continued in the app: universal links and Handoff from a
/// browser arrive as activities of this type with their `webpageURL` (Foundation's value).
public let NSUserActivityTypeBrowsingWeb = "NSUserActivityTypeBrowsingWeb"
