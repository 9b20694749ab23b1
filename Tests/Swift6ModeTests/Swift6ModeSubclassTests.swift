import XCTest
import UIKit

/// Subclasses of UIKit classes as iOS code writes them (see `Helpers/SubclassedComponents.swift`):
/// the inherited initializers make instances of the subclass, run its overrides, and the
/// instances behave as the superclass's do.
@MainActor
final class Swift6ModeSubclassTests: XCTestCase {
    /// The color drawn into a 1×1 RGBA bitmap, as bytes.
    private func drawnPixel(_ color: UIColor) -> [UInt8] {
        guard let context = CGContext(data: nil, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 4,
                                      space: CGColorSpaceCreateDeviceRGB(),
                                      bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) else { return [] }
        UIGraphicsPushContext(context)
        color.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 1, height: 1))
        UIGraphicsPopContext()
        guard let data = context.data else { return [] }
        let bytes = data.assumingMemoryBound(to: UInt8.self)
        return (0..<4).map { bytes[$0] }
    }

    func testColorSubclassesInheritUIColorsInitializers() async {
        let colors: [UIColor] = [
            BrandColor(red: 1, green: 0, blue: 0, alpha: 1),
            BrandColor(white: 0.5, alpha: 1),
            BrandColor(hue: 0.5, saturation: 1, brightness: 1, alpha: 1),
            BrandColor(displayP3Red: 0, green: 1, blue: 0, alpha: 1),
            BrandColor(cgColor: UIColor.blue.cgColor),
            BrandColor(dynamicProvider: { _ in .red }),
            BrandColor(patternImage: UIImage()),
            BrandColor(),
        ]
        for color in colors {
            XCTAssertTrue(type(of: color) == BrandColor.self, "\(color) is a BrandColor")
            XCTAssertTrue((color as? BrandColor)?.isBrand ?? false)
        }
        XCTAssertEqual(BrandColor(red: 1, green: 0, blue: 0, alpha: 1), UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        XCTAssertEqual(BrandColor(white: 0.5, alpha: 1).cgColor.components, [0.5, 1])
        XCTAssertEqual(BrandColor(dynamicProvider: { _ in .red }).resolvedColor(with: UITraitCollection()), .red)
    }

    func testColorSubclassConvenienceInitializerMakesTheSubclassAndDrawsItsValues() async {
        let orange = HexColor(hex: 0xFF8000)
        XCTAssertTrue(type(of: orange) == HexColor.self)
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        XCTAssertTrue(orange.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
        XCTAssertEqual(red, 1)
        XCTAssertEqual(green, 128.0 / 255, accuracy: 0.0001)
        XCTAssertEqual(blue, 0)
        XCTAssertEqual(alpha, 1)
        XCTAssertEqual(drawnPixel(HexColor(hex: 0x00FF00)), [0, 255, 0, 255])
        XCTAssertEqual(drawnPixel(HexColor(gray: 1)), [255, 255, 255, 255])

        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.backgroundColor = orange
        XCTAssertTrue(view.backgroundColor === orange)
        XCTAssertEqual(view.layer.backgroundColor, orange.cgColor)
    }

    func testColorSubclassWithItsOwnDesignatedInitializer() async {
        let accent = RoleColor(role: "accent", red: 0, green: 0, blue: 1)
        XCTAssertEqual(accent.role, "accent")
        XCTAssertEqual(accent.cgColor.components, [0, 0, 1, 1])
        XCTAssertEqual(drawnPixel(accent), [0, 0, 255, 255])
        let literal = RoleColor(_colorLiteralRed: 1, green: 0, blue: 0, alpha: 1)
        XCTAssertEqual(literal.role, "literal")
        let hue = HueColor(hue: 0.5, saturation: 1, brightness: 1, alpha: 1)
        XCTAssertEqual(hue.hueValue, 0.5)
        XCTAssertEqual(hue, UIColor(hue: 0.5, saturation: 1, brightness: 1, alpha: 1))
        XCTAssertEqual(drawnPixel(hue), [0, 255, 255, 255])
    }

    func testImageSubclassInheritsUIImagesInitializers() async throws {
        let source = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 2)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 2))
        }
        let cgImage = try XCTUnwrap(source.cgImage)
        let plain = TaggedImage(cgImage: cgImage)
        XCTAssertTrue(type(of: plain) == TaggedImage.self)
        XCTAssertEqual(plain.size, CGSize(width: CGFloat(cgImage.width), height: CGFloat(cgImage.height)))
        let scaled = TaggedImage(cgImage: cgImage, scale: 2, orientation: .up)
        XCTAssertEqual(scaled.scale, 2)
        XCTAssertEqual(scaled.size.width, CGFloat(cgImage.width) / 2)
        let data = try XCTUnwrap(source.pngData())
        let decoded = try XCTUnwrap(TaggedImage(data: data))
        XCTAssertTrue(type(of: decoded) == TaggedImage.self)
        XCTAssertEqual(decoded.cgImage?.width, cgImage.width)
        XCTAssertEqual(TaggedImage(data: data, scale: 2)?.scale, 2)
        XCTAssertNil(TaggedImage(data: Data([1, 2, 3])))
        let empty = TaggedImage()
        XCTAssertEqual(empty.size, .zero)
        empty.tag = 3
        XCTAssertEqual(empty.tag, 3)

        let counted = CountedImage(cgImage: cgImage, scale: 2, orientation: .up)
        XCTAssertTrue(counted.madeFromCGImage)
        XCTAssertEqual(counted.size, scaled.size)
        XCTAssertTrue(CountedImage(cgImage: cgImage).madeFromCGImage)
        XCTAssertFalse(CountedImage().madeFromCGImage)

        let imageView = UIImageView(image: scaled)
        XCTAssertEqual(imageView.intrinsicContentSize, scaled.size)
    }

    func testPathSubclasses() async {
        let ring = RingPath(ringIn: CGRect(x: 0, y: 0, width: 40, height: 40), thickness: 5)
        XCTAssertTrue(type(of: ring) == RingPath.self)
        XCTAssertTrue(ring.usesEvenOddFillRule)
        XCTAssertTrue(ring.contains(CGPoint(x: 2.5, y: 20)))
        XCTAssertFalse(ring.contains(CGPoint(x: 20, y: 20)), "the even-odd rule leaves the hole empty")
        XCTAssertTrue(type(of: RingPath(rect: .zero)) == RingPath.self)
        XCTAssertTrue(type(of: RingPath(roundedRect: CGRect(x: 0, y: 0, width: 10, height: 10), cornerRadius: 2)) == RingPath.self)
        let triangle = TrianglePath(side: 30)
        XCTAssertEqual(triangle.bounds, CGRect(x: 0, y: 0, width: 30, height: 30))
        XCTAssertTrue(triangle.contains(CGPoint(x: 15, y: 20)))
        XCTAssertFalse(triangle.contains(CGPoint(x: 2, y: 2)))
    }

    func testPathSubclassComesBackFromAnArchiveThroughItsCoderInitializer() async throws {
        let triangle = TrianglePath(side: 30)
        triangle.lineWidth = 3
        triangle.usesEvenOddFillRule = true
        let data = try NSKeyedArchiver.archivedData(withRootObject: triangle, requiringSecureCoding: false)
        let unarchiver = try NSKeyedUnarchiver(forReadingFrom: data)
        unarchiver.requiresSecureCoding = false
        let decoded = try XCTUnwrap(unarchiver.decodeObject(forKey: NSKeyedArchiveRootObjectKey) as? TrianglePath)
        XCTAssertEqual(decoded.side, 0, "the subclass's init?(coder:) ran")
        XCTAssertEqual(decoded.bounds, CGRect(x: 0, y: 0, width: 30, height: 30))
        XCTAssertEqual(decoded.lineWidth, 3)
        XCTAssertTrue(decoded.usesEvenOddFillRule)
        XCTAssertTrue(decoded.contains(CGPoint(x: 15, y: 20)))
    }

    func testParagraphStyleSubclass() async {
        let style = BodyParagraphStyle(lineSpacing: 6)
        XCTAssertTrue(type(of: style) == BodyParagraphStyle.self)
        XCTAssertEqual(style.lineSpacing, 6)
        XCTAssertEqual(style.lineBreakMode, .byTruncatingTail)
        let text = NSAttributedString(string: "Hi", attributes: [.paragraphStyle: style])
        XCTAssertEqual((text.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle)?.lineSpacing, 6)
    }

    func testViewSubclassesInheritInitializersThatRunTheirOverrides() async {
        let card = CardView()
        XCTAssertTrue(card.ranFrameInit, "init() calls the subclass's init(frame:)")
        XCTAssertEqual(card.layer.cornerRadius, 8)
        XCTAssertTrue(card.layer is CAGradientLayer)
        XCTAssertEqual(CardView(color: .red).backgroundColor, .red)
        XCTAssertEqual(card.intrinsicContentSize, CGSize(width: 120, height: 44))
        XCTAssertTrue(card.point(inside: CGPoint(x: -5, y: -5), with: nil))
        XCTAssertEqual(card.accessibilityLabel, "Card")
        XCTAssertTrue(card.accessibilityTraits.contains(.button))
        XCTAssertEqual(PlainView(frame: CGRect(x: 0, y: 0, width: 5, height: 5)).bounds.width, 5)
        XCTAssertTrue(type(of: PlainView()) == PlainView.self)

        let button = PillButton(title: "Go")
        XCTAssertTrue(type(of: button) == PillButton.self)
        XCTAssertTrue(button.ranFrameInit, "init(type:) makes the button with the subclass's init(frame:)")
        XCTAssertEqual(button.buttonType, .system)
        XCTAssertEqual(button.title(for: .normal), "Go")
        XCTAssertTrue(type(of: PlainButton(type: .custom)) == PlainButton.self)
        XCTAssertTrue(type(of: PlainButton(type: .system)) == PlainButton.self)
        XCTAssertTrue(type(of: PlainButton(configuration: .filled())) == PlainButton.self)

        let checkBox = CheckBox()
        checkBox.isHighlighted = true
        checkBox.isSelected = true
        checkBox.isEnabled = false
        XCTAssertEqual(checkBox.highlightChanges, 1)
        XCTAssertEqual(checkBox.selectionChanges, 1)
        XCTAssertEqual(checkBox.alpha, 0.5)

        let refresh = TintedRefreshControl()
        XCTAssertEqual(refresh.tintColor, .red)
        XCTAssertGreaterThan(refresh.bounds.height, 0, "init() gives the control its height")
        XCTAssertEqual(UIRefreshControl(frame: CGRect(x: 0, y: 0, width: 50, height: 20)).bounds.size,
                       CGSize(width: 50, height: 20))
        let blur = BlurBackgroundView(frame: CGRect(x: 0, y: 0, width: 80, height: 40))
        XCTAssertTrue(type(of: blur) == BlurBackgroundView.self)
        XCTAssertTrue(blur.effect is UIBlurEffect, "init(frame:) runs the subclass's init(effect:)")
        XCTAssertEqual(blur.bounds.size, CGSize(width: 80, height: 40))
        blur.layoutIfNeeded()
        XCTAssertEqual(blur.contentView.frame, blur.bounds)

        let label = PaddedLabel()
        label.text = "Hello"
        let plainLabel = UILabel()
        plainLabel.text = "Hello"
        XCTAssertEqual(label.intrinsicContentSize.width, plainLabel.intrinsicContentSize.width + 16, accuracy: 0.5)

        let image = UIImage(systemName: "star")
        let round = RoundImageView(image: image)
        XCTAssertTrue(round.clipsToBounds)
        XCTAssertTrue(PlainImageView(image: image).image === image)
        XCTAssertTrue(type(of: PlainImageView(image: image, highlightedImage: nil)) == PlainImageView.self)

        let field = InsetTextField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        XCTAssertEqual(field.textRect(forBounds: field.bounds).minX, 12)

        let textView = PlaceholderTextView(frame: .zero)
        XCTAssertEqual(textView.placeholder, "Write something", "init(frame:) calls the subclass's init(frame:textContainer:)")
        XCTAssertEqual(PlaceholderTextView().placeholder, "Write something")
    }

    func testTableAndCellSubclasses() async {
        let table = IntrinsicTableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        XCTAssertEqual(table.style, .plain)
        XCTAssertEqual(IntrinsicTableView(frame: .zero, style: .insetGrouped).style, .insetGrouped)
        table.register(SubtitleCell.self, forCellReuseIdentifier: SubtitleCell.reuseIdentifier)
        let cell = table.dequeueReusableCell(withIdentifier: SubtitleCell.reuseIdentifier, for: IndexPath(row: 0, section: 0))
        XCTAssertTrue(cell is SubtitleCell)
        XCTAssertNotNil(cell.detailTextLabel, "the subclass's init(style:reuseIdentifier:) chose the subtitle style")
        let direct = SubtitleCell(style: .default, reuseIdentifier: "x")
        XCTAssertEqual(direct.reuseIdentifier, "x")
        XCTAssertNotNil(direct.detailTextLabel)
    }

    func testCollectionLayoutSubclassesAndCustomAttributes() async {
        let layout = ColumnLayout()
        XCTAssertTrue(ColumnLayout.layoutAttributesClass == TintedLayoutAttributes.self)
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 200), collectionViewLayout: layout)
        let dataSource = TileDataSource()
        collectionView.dataSource = dataSource
        collectionView.register(TileCell.self, forCellWithReuseIdentifier: TileCell.reuseIdentifier)
        collectionView.layoutIfNeeded()
        XCTAssertGreaterThan(layout.preparedCount, 0)
        XCTAssertEqual(collectionView.contentSize, CGSize(width: 200, height: 240))
        let first = collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? TileCell
        XCTAssertEqual(first?.appliedTint, .red, "the cell is given the layout's own attributes class")
        let second = collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? TileCell
        XCTAssertEqual(second?.appliedTint, .blue)

        let attributes = TintedLayoutAttributes.make(item: 3, tint: .green)
        XCTAssertEqual(attributes.indexPath, IndexPath(item: 3, section: 0))
        XCTAssertEqual(attributes.representedElementCategory, .cell)
        let copy = attributes.copy() as? TintedLayoutAttributes
        XCTAssertEqual(copy?.tint, .green, "the subclass's copy(with:) copies its property")
        XCTAssertEqual(copy?.indexPath, attributes.indexPath)
        XCTAssertTrue(copy?.isEqual(attributes) ?? false)
        copy?.tint = .red
        XCTAssertFalse(copy?.isEqual(attributes) ?? true)

        let flow = SnappingFlowLayout()
        XCTAssertEqual(flow.scrollDirection, .horizontal)
        XCTAssertEqual(flow.targetContentOffset(forProposedContentOffset: CGPoint(x: 130, y: 0), withScrollingVelocity: .zero).x, 112)
        XCTAssertTrue(type(of: PlainFlowLayout()) == PlainFlowLayout.self)
        let grid = GridLayout(columns: 3)
        XCTAssertTrue(type(of: grid) == GridLayout.self)
        let gridView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 200), collectionViewLayout: grid)
        gridView.dataSource = dataSource
        gridView.register(TileCell.self, forCellWithReuseIdentifier: TileCell.reuseIdentifier)
        gridView.layoutIfNeeded()
        XCTAssertEqual(gridView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame,
                       CGRect(x: 100, y: 0, width: 100, height: 50))
        XCTAssertNotNil(ProviderLayout(sectionProvider: { _, _ in nil }))
    }

    func testViewControllerSubclasses() async {
        let profile = ProfileViewController(userID: 7)
        profile.loadViewIfNeeded()
        XCTAssertEqual(profile.title, "User 7")
        XCTAssertTrue(NibNamedViewController().ranNibInit, "init() calls init(nibName:bundle:)")
        XCTAssertTrue(type(of: PlainViewController()) == PlainViewController.self)

        let navigation = RootNavigationController(rootViewController: profile)
        XCTAssertTrue(navigation.ranRootInit)
        XCTAssertEqual(navigation.viewControllers, [profile])
        XCTAssertTrue(navigation.navigationBar.prefersLargeTitles)
        let themed = ThemedNavigationController(rootViewController: PlainViewController())
        XCTAssertEqual(themed.viewControllers.count, 1)

        let tabs = MainTabBarController()
        tabs.loadViewIfNeeded()
        XCTAssertEqual(tabs.viewControllers?.count, 2)

        let pages = OnboardingPageViewController()
        XCTAssertEqual(pages.transitionStyle, .scroll)
        XCTAssertEqual(pages.navigationOrientation, .horizontal)
        XCTAssertEqual(RootSplitViewController(style: .doubleColumn).style, .doubleColumn)

        let sheet = BottomSheetPresentationController(presentedViewController: PlainViewController(), presenting: nil)
        XCTAssertTrue(sheet.ranOwnInit)
        XCTAssertFalse(sheet.shouldRemovePresentersView)
    }

    func testGestureWindowLayerAndAnimationSubclasses() async {
        let touchDown = TouchDownGestureRecognizer()
        XCTAssertFalse(touchDown.cancelsTouchesInView, "init() runs the subclass's init(target:action:)")
        XCTAssertEqual(DoubleTapRecognizer().numberOfTapsRequired, 2)
        XCTAssertTrue(type(of: PlainPanRecognizer(target: nil, action: nil)) == PlainPanRecognizer.self)

        let window = ShakeWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        XCTAssertEqual(window.bounds.width, 100)

        let progress = ProgressLayer()
        XCTAssertTrue(progress.needsDisplayOnBoundsChange)
        progress.progress = 0.25
        let copy = ProgressLayer(layer: progress)
        XCTAssertEqual(copy.progress, 0.25)
        XCTAssertTrue(ProgressLayer.needsDisplay(forKey: "progress"))
        let ring = RingLayer()
        ring.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        ring.layoutSublayers()
        XCTAssertEqual(ring.path?.boundingBox, CGRect(x: 2, y: 2, width: 16, height: 16))
        XCTAssertTrue(type(of: PlainGradientLayer(layer: PlainGradientLayer())) == PlainGradientLayer.self)

        let fade = FadeAnimation(keyPath: "opacity")
        XCTAssertTrue(type(of: fade) == FadeAnimation.self)
        XCTAssertEqual(fade.keyPath, "opacity")
        XCTAssertEqual(fade.label, "fade")
    }

    func testStackConstraintBarItemAndBehaviorSubclasses() async {
        let first = UIView(), second = UIView()
        let stack = FormStackView(arrangedSubviews: [first, second])
        XCTAssertTrue(type(of: stack) == FormStackView.self)
        XCTAssertEqual(stack.axis, .vertical, "init(arrangedSubviews:) runs the subclass's init(frame:)")
        XCTAssertEqual(stack.spacing, 8)
        XCTAssertEqual(stack.arrangedSubviews, [first, second])

        let constraint = IdentifiedConstraint(item: first, attribute: .width, relatedBy: .equal, toItem: nil,
                                              attribute: .notAnAttribute, multiplier: 1, constant: 10)
        XCTAssertTrue(type(of: constraint) == IdentifiedConstraint.self)
        XCTAssertEqual(constraint.constant, 10)
        XCTAssertEqual(constraint.firstAttribute, .width)

        var ran = false
        let item = ClosureBarButtonItem(title: "Done") { ran = true }
        XCTAssertEqual(item.title, "Done")
        XCTAssertEqual(item.style, .plain)
        item.handler?()
        XCTAssertTrue(ran)
        XCTAssertNotNil(ClosureBarButtonItem(symbol: "plus").image)

        let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let fall = FallBehavior(items: [box])
        XCTAssertEqual(fall.childBehaviors.count, 2)
        XCTAssertEqual(StrongGravityBehavior(items: [box]).magnitude, 2)
    }
}

@MainActor
private final class TileDataSource: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 6 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: TileCell.reuseIdentifier, for: indexPath)
    }
}
