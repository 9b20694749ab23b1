import XCTest
import UIKit
import UIKitTesting

/// Customization members of controls and bars found missing by the API diff: each getter
/// returns what its setter stored for the same state and metrics, and the applied ones show.
@MainActor
final class APIDiffControlsAndBarsTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private let image = UIGraphicsImageRenderer(size: CGSize(width: 3, height: 3)).image { _ in }

    func testSegmentedControlKeepsImagesPerStateAndMetrics() async {
        let control = UISegmentedControl(items: ["A", "B"])
        control.setBackgroundImage(image, for: .selected, barMetrics: .default)
        XCTAssertTrue(control.backgroundImage(for: .selected, barMetrics: .default) === image)
        XCTAssertNil(control.backgroundImage(for: .normal, barMetrics: .default), "UIKit: no fallback to another state")
        XCTAssertNil(control.backgroundImage(for: .selected, barMetrics: .compact))

        control.setDividerImage(image, forLeftSegmentState: .selected, rightSegmentState: .normal, barMetrics: .default)
        XCTAssertTrue(control.dividerImage(forLeftSegmentState: .selected, rightSegmentState: .normal, barMetrics: .default) === image)
        XCTAssertNil(control.dividerImage(forLeftSegmentState: .normal, rightSegmentState: .selected, barMetrics: .default))

        XCTAssertEqual(control.contentPositionAdjustment(forSegmentType: .left, barMetrics: .default), .zero)
        control.setContentPositionAdjustment(UIOffset(horizontal: 2, vertical: -1), forSegmentType: .left, barMetrics: .default)
        XCTAssertEqual(control.contentPositionAdjustment(forSegmentType: .left, barMetrics: .default), UIOffset(horizontal: 2, vertical: -1))
        XCTAssertEqual(control.contentPositionAdjustment(forSegmentType: .right, barMetrics: .default), .zero)
        XCTAssertEqual(UISegmentedControl.Segment.alone.rawValue, 4)
        // Segments still work after the internal rename.
        control.insertSegment(withTitle: "C", at: 2, animated: false)
        XCTAssertEqual(control.numberOfSegments, 3)
        XCTAssertEqual(control.titleForSegment(at: 2), "C")
    }

    func testSearchBarSearchIconReplacesTheGlassAndNilRestoresIt() async {
        let bar = UISearchBar()
        let glass = bar.searchTextField.leftView
        XCTAssertNotNil(glass)
        bar.setImage(image, for: .search, state: .normal)
        XCTAssertTrue(bar.image(for: .search, state: .normal) === image)
        XCTAssertTrue((bar.searchTextField.leftView as? UIImageView)?.image === image)
        bar.setImage(nil, for: .search, state: .normal)
        XCTAssertNotNil(bar.searchTextField.leftView)
        XCTAssertFalse(bar.searchTextField.leftView is UIImageView)

        bar.setImage(image, for: .clear, state: .highlighted)
        XCTAssertTrue(bar.image(for: .clear, state: .highlighted) === image)
        XCTAssertNil(bar.image(for: .clear, state: .normal))
        bar.setPositionAdjustment(UIOffset(horizontal: 3, vertical: 0), for: .search)
        XCTAssertEqual(bar.positionAdjustment(for: .search), UIOffset(horizontal: 3, vertical: 0))
        XCTAssertEqual(bar.positionAdjustment(for: .clear), .zero)
        bar.searchTextPositionAdjustment = UIOffset(horizontal: 1, vertical: 1)
        XCTAssertEqual(bar.searchTextPositionAdjustment, UIOffset(horizontal: 1, vertical: 1))
        bar.backgroundImage = image
        XCTAssertTrue(bar.backgroundImage(for: .any, barMetrics: .default) === image)
        bar.showsBookmarkButton = true
        XCTAssertTrue(bar.showsBookmarkButton)
    }

    func testSearchBarScopeTitleAttributesReachTheScopeControlAndAccessoryViewTheField() async {
        let bar = UISearchBar()
        let font = UIFont.systemFont(ofSize: 20)
        bar.setScopeBarButtonTitleTextAttributes([.font: font], for: .normal)
        bar.scopeButtonTitles = ["One", "Two"]
        bar.showsScopeBar = true
        XCTAssertEqual(bar.scopeBarButtonTitleTextAttributes(for: .normal)?[.font] as? UIFont, font)
        let control = bar.subviews.compactMap { $0 as? UISegmentedControl }.first
        XCTAssertEqual(control?.titleTextAttributes(for: .normal)?[.font] as? UIFont, font,
                       "UIKit: the scope bar draws its titles with these attributes")

        let accessory = UIView()
        bar.inputAccessoryView = accessory
        XCTAssertTrue(bar.inputAccessoryView === accessory)
        XCTAssertTrue(bar.searchTextField.inputAccessoryView === accessory)
    }

    func testTextFieldPasswordRules() async {
        let field = UITextField()
        XCTAssertNil(field.passwordRules)
        let rules = UITextInputPasswordRules(descriptor: "required: upper; minlength: 8;")
        field.passwordRules = rules
        XCTAssertEqual(field.passwordRules?.passwordRulesDescriptor, "required: upper; minlength: 8;")
        XCTAssertEqual(rules, UITextInputPasswordRules(descriptor: "required: upper; minlength: 8;"))
        XCTAssertNotEqual(rules, UITextInputPasswordRules(descriptor: "required: lower;"))
        XCTAssertTrue(UITextInputPasswordRules.supportsSecureCoding)
    }

    func testLabelStoresLineBreakStrategyAndExpansionText() async {
        let label = UILabel()
        XCTAssertEqual(label.lineBreakStrategy, .standard)
        XCTAssertFalse(label.showsExpansionTextWhenTruncated)
        label.lineBreakStrategy = [.pushOut, .hangulWordPriority]
        XCTAssertTrue(label.lineBreakStrategy.contains(.pushOut))
        label.showsExpansionTextWhenTruncated = true
        XCTAssertTrue(label.showsExpansionTextWhenTruncated)
    }

    func testBarsKeepLegacyImagesAndOffsets() async {
        let navigationBar = UINavigationBar()
        navigationBar.setBackgroundImage(image, for: .default)
        XCTAssertTrue(navigationBar.backgroundImage(for: .default) === image)
        XCTAssertTrue(navigationBar.backgroundImage(for: .any, barMetrics: .default) === image)
        XCTAssertNil(navigationBar.backgroundImage(for: .compact))
        navigationBar.shadowImage = image
        XCTAssertTrue(navigationBar.shadowImage === image)
        navigationBar.setTitleVerticalPositionAdjustment(4, for: .default)
        XCTAssertEqual(navigationBar.titleVerticalPositionAdjustment(for: .default), 4)
        XCTAssertEqual(navigationBar.titleVerticalPositionAdjustment(for: .compact), 0)

        let toolbar = UIToolbar()
        toolbar.setBackgroundImage(image, forToolbarPosition: .bottom, barMetrics: .default)
        XCTAssertTrue(toolbar.backgroundImage(forToolbarPosition: .bottom, barMetrics: .default) === image)
        XCTAssertNil(toolbar.backgroundImage(forToolbarPosition: .any, barMetrics: .default))
        toolbar.setShadowImage(image, forToolbarPosition: .any)
        XCTAssertTrue(toolbar.shadowImage(forToolbarPosition: .any) === image)
        let appearance = UIToolbarAppearance()
        toolbar.scrollEdgeAppearance = appearance
        XCTAssertNotNil(toolbar.scrollEdgeAppearance)
        XCTAssertFalse(toolbar.scrollEdgeAppearance === appearance, "UIKit copies appearances")

        let item = UIBarButtonItem(title: "Back", style: .plain, target: nil, action: nil)
        item.setBackButtonTitlePositionAdjustment(UIOffset(horizontal: -1000, vertical: 0), for: .default)
        XCTAssertEqual(item.backButtonTitlePositionAdjustment(for: .default), UIOffset(horizontal: -1000, vertical: 0))
        item.setBackgroundImage(image, for: .normal, style: .done, barMetrics: .default)
        XCTAssertTrue(item.backgroundImage(for: .normal, style: .done, barMetrics: .default) === image)
        XCTAssertNil(item.backgroundImage(for: .normal, style: .plain, barMetrics: .default))
        XCTAssertNil(item.backgroundImage(for: .normal, barMetrics: .default))
        item.largeContentSizeImage = image
        XCTAssertTrue(item.largeContentSizeImage === image)
    }

    func testLayerKeepsFiltersInPresentationCopies() async {
        let layer = CALayer()
        XCTAssertNil(layer.filters)
        layer.filters = ["blur"]
        layer.compositingFilter = "multiplyBlendMode"
        XCTAssertEqual(layer.filters?.first as? String, "blur")
        XCTAssertEqual(layer.compositingFilter as? String, "multiplyBlendMode")
        XCTAssertNil(layer.backgroundFilters)
        XCTAssertEqual(CALayer(layer: layer).compositingFilter as? String, "multiplyBlendMode")
        layer.filters = nil
        XCTAssertNil(layer.filters)
        XCTAssertTrue(layer.shouldArchiveValue(forKey: "position"))
    }

    func testFontDescriptorMatrixAndMatching() async {
        let descriptor = UIFontDescriptor(name: "Helvetica", size: 12).withMatrix(CGAffineTransform(scaleX: 2, y: 1))
        XCTAssertEqual(descriptor.matrix, CGAffineTransform(scaleX: 2, y: 1))
        guard let family = UIFont.familyNames.first, let name = UIFont.fontNames(forFamilyName: family).first else {
            return XCTFail("no installed fonts")
        }
        let matches = UIFontDescriptor(fontAttributes: [.family: family]).matchingFontDescriptors(withMandatoryKeys: nil)
        XCTAssertEqual(matches.count, UIFont.fontNames(forFamilyName: family).count)
        XCTAssertTrue(matches.contains { $0.postscriptName == name })
        XCTAssertTrue(UIFontDescriptor(fontAttributes: [.family: "No Such Family 123"]).matchingFontDescriptors(withMandatoryKeys: nil).isEmpty)
        XCTAssertEqual(UIFontDescriptor.FeatureKey.type.rawValue, "CTFeatureTypeIdentifier")
    }
}
