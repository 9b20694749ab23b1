@_spi(Diagnostics) import CoreGraphics
import Foundation

/// What a custom detent's resolver is given (UIKit, iOS 16).
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDetentResolutionContext: NSObjectProtocol {
    /// The traits of the sheet's container view.
    var containerTraitCollection: UITraitCollection { get }
    /// The largest height a detent can have: the large detent's.
    var maximumDetentValue: CGFloat { get }
}

/// The context a sheet resolves its detents in.
@MainActor
final class SheetDetentResolutionContext: NSObject, UISheetPresentationControllerDetentResolutionContext {
    let containerTraitCollection: UITraitCollection
    let maximumDetentValue: CGFloat
    /// The medium detent's value: the sheet's frame fills the lower half of the container.
    let mediumValue: CGFloat

    init(containerTraitCollection: UITraitCollection, maximumDetentValue: CGFloat, mediumValue: CGFloat) {
        self.containerTraitCollection = containerTraitCollection
        self.maximumDetentValue = maximumDetentValue
        self.mediumValue = mediumValue
        super.init()
    }
}
