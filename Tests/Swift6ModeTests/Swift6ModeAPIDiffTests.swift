import XCTest
import UIKit

/// iOS call sites of members the API diff against Apple's documentation added compile in
/// Swift 6 mode and keep what they set.
@MainActor
final class Swift6ModeAPIDiffTests: XCTestCase {
    /// An iOS loading indicator built on an image view's frame animation.
    private final class LoadingImageView: UIImageView {
        private(set) var starts = 0
        override func startAnimating() {
            starts += 1
            super.startAnimating()
        }
        override func stopAnimating() { super.stopAnimating() }
        override var isAnimating: Bool { super.isAnimating }
    }

    private func frame(_ color: UIColor) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { context in
            color.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        }
    }

    func testLegacyCustomizationCallSitesCompileAndKeepTheirValues() async {
        let clear = UIImage()
        let navigationBar = UINavigationBar()
        navigationBar.setBackgroundImage(clear, for: .default)
        navigationBar.shadowImage = clear
        navigationBar.setTitleVerticalPositionAdjustment(2, for: .compact)
        let back = UIBarButtonItem(title: nil, style: .plain, target: nil, action: nil)
        back.setBackButtonTitlePositionAdjustment(UIOffset(horizontal: -1000, vertical: 0), for: .default)
        back.setTitlePositionAdjustment(UIOffset(horizontal: 0, vertical: 1), for: .default)
        back.setBackgroundVerticalPositionAdjustment(1, for: .default)
        back.setBackButtonBackgroundImage(clear, for: .normal, barMetrics: .default)
        let toolbar = UIToolbar()
        toolbar.setBackgroundImage(clear, forToolbarPosition: .any, barMetrics: .default)
        toolbar.setShadowImage(clear, forToolbarPosition: .any)
        toolbar.compactScrollEdgeAppearance = nil

        let segmented = UISegmentedControl(items: ["One", "Two"])
        segmented.setBackgroundImage(clear, for: .normal, barMetrics: .default)
        segmented.setDividerImage(clear, forLeftSegmentState: .normal, rightSegmentState: .normal, barMetrics: .default)
        segmented.setContentPositionAdjustment(.zero, forSegmentType: .any, barMetrics: .default)

        let searchBar = UISearchBar()
        searchBar.setImage(clear, for: .clear, state: .normal)
        searchBar.setSearchFieldBackgroundImage(clear, for: .normal)
        searchBar.setBackgroundImage(clear, for: .any, barMetrics: .default)
        searchBar.searchFieldBackgroundPositionAdjustment = UIOffset(horizontal: 0, vertical: 2)
        searchBar.setScopeBarButtonDividerImage(clear, forLeftSegmentState: .normal, rightSegmentState: .selected)
        searchBar.setScopeBarButtonBackgroundImage(clear, for: .normal)
        searchBar.scopeBarBackgroundImage = clear
        searchBar.showsSearchResultsButton = true
        searchBar.isSearchResultsButtonSelected = false
        searchBar.inputAccessoryView = UIToolbar()

        let field = UITextField()
        field.textContentType = .newPassword
        field.passwordRules = UITextInputPasswordRules(descriptor: "required: lower; required: digit; minlength: 10;")
        let label = UILabel()
        label.lineBreakStrategy = .pushOut
        label.showsExpansionTextWhenTruncated = true
        let layer = CALayer()
        layer.compositingFilter = "screenBlendMode"
        layer.filters = []

        XCTAssertTrue(navigationBar.backgroundImage(for: .default) === clear)
        XCTAssertEqual(navigationBar.titleVerticalPositionAdjustment(for: .compact), 2)
        XCTAssertEqual(back.titlePositionAdjustment(for: .default), UIOffset(horizontal: 0, vertical: 1))
        XCTAssertEqual(back.backgroundVerticalPositionAdjustment(for: .default), 1)
        XCTAssertTrue(segmented.dividerImage(forLeftSegmentState: .normal, rightSegmentState: .normal, barMetrics: .default) === clear)
        XCTAssertTrue(searchBar.searchFieldBackgroundImage(for: .normal) === clear)
        XCTAssertEqual(searchBar.searchFieldBackgroundPositionAdjustment, UIOffset(horizontal: 0, vertical: 2))
        XCTAssertTrue(searchBar.showsSearchResultsButton)
        XCTAssertEqual(field.passwordRules?.passwordRulesDescriptor, "required: lower; required: digit; minlength: 10;")
        XCTAssertEqual(label.lineBreakStrategy, .pushOut)
        XCTAssertEqual(layer.filters?.count, 0)
    }

    func testImageViewSubclassOverridesTheAnimationMembers() async {
        let view = LoadingImageView(image: nil)
        view.animationImages = [frame(.red), frame(.green)]
        view.animationDuration = 0.5
        view.animationRepeatCount = 0
        view.startAnimating()
        XCTAssertEqual(view.starts, 1)
        XCTAssertTrue(view.isAnimating)
        view.stopAnimating()
        XCTAssertFalse(view.isAnimating)

        let spinner = UIImage.animatedImage(with: [frame(.red), frame(.blue)], duration: 1)
        XCTAssertEqual(spinner?.images?.count, 2)
        let shadowed = frame(.red).withAlignmentRectInsets(UIEdgeInsets(top: 0, left: 0, bottom: 1, right: 0))
        XCTAssertEqual(UIImageView(image: shadowed).alignmentRectInsets.bottom, 1)
        XCTAssertEqual(shadowed.imageRendererFormat.scale, shadowed.scale)
    }
}
