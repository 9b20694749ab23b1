import Foundation

/// Whether UIKit shows its progress indicator while a drop's data loads.
public enum UIDropSessionProgressIndicatorStyle: UInt, Sendable {
    case none = 0
    case `default` = 1
}
