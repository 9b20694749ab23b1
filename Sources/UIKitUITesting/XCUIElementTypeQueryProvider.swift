/// The element-type queries every element and query offers: each is
/// `descendants(matching:)` with that type.
@preconcurrency @MainActor  // as Apple's XCTest from Objective-C: Swift 5 mode page objects call it unisolated
public protocol XCUIElementTypeQueryProvider {
    /// The descendants of type `.button` (`descendants(matching: .button)`).
    var buttons: XCUIElementQuery { get }
    /// The descendants of type `.staticText` (`descendants(matching: .staticText)`).
    var staticTexts: XCUIElementQuery { get }
    /// The descendants of type `.textField` (`descendants(matching: .textField)`).
    var textFields: XCUIElementQuery { get }
    /// The descendants of type `.secureTextField` (`descendants(matching: .secureTextField)`).
    var secureTextFields: XCUIElementQuery { get }
    /// The descendants of type `.textView` (`descendants(matching: .textView)`).
    var textViews: XCUIElementQuery { get }
    /// The descendants of type `.switch` (`descendants(matching: .switch)`).
    var switches: XCUIElementQuery { get }
    /// The descendants of type `.slider` (`descendants(matching: .slider)`).
    var sliders: XCUIElementQuery { get }
    /// The descendants of type `.stepper` (`descendants(matching: .stepper)`).
    var steppers: XCUIElementQuery { get }
    /// The descendants of type `.segmentedControl` (`descendants(matching: .segmentedControl)`).
    var segmentedControls: XCUIElementQuery { get }
    /// The descendants of type `.picker` (`descendants(matching: .picker)`).
    var pickers: XCUIElementQuery { get }
    /// The descendants of type `.pickerWheel` (`descendants(matching: .pickerWheel)`).
    var pickerWheels: XCUIElementQuery { get }
    /// The descendants of type `.datePicker` (`descendants(matching: .datePicker)`).
    var datePickers: XCUIElementQuery { get }
    /// The descendants of type `.pageIndicator` (`descendants(matching: .pageIndicator)`).
    var pageIndicators: XCUIElementQuery { get }
    /// The descendants of type `.cell` (`descendants(matching: .cell)`).
    var cells: XCUIElementQuery { get }
    /// The descendants of type `.table` (`descendants(matching: .table)`).
    var tables: XCUIElementQuery { get }
    /// The descendants of type `.collectionView` (`descendants(matching: .collectionView)`).
    var collectionViews: XCUIElementQuery { get }
    /// The descendants of type `.scrollView` (`descendants(matching: .scrollView)`).
    var scrollViews: XCUIElementQuery { get }
    /// The descendants of type `.image` (`descendants(matching: .image)`).
    var images: XCUIElementQuery { get }
    /// The descendants of type `.link` (`descendants(matching: .link)`).
    var links: XCUIElementQuery { get }
    /// The descendants of type `.searchField` (`descendants(matching: .searchField)`).
    var searchFields: XCUIElementQuery { get }
    /// The descendants of type `.other` (`descendants(matching: .other)`).
    var otherElements: XCUIElementQuery { get }
    /// The descendants of type `.window` (`descendants(matching: .window)`).
    var windows: XCUIElementQuery { get }
    /// The descendants of type `.alert`: presented alert controllers of style `.alert`,
    /// each named by its title.
    var alerts: XCUIElementQuery { get }
    /// The descendants of type `.sheet`: presented alert controllers of style `.actionSheet`.
    var sheets: XCUIElementQuery { get }
    /// The descendants of type `.navigationBar` (`descendants(matching: .navigationBar)`).
    var navigationBars: XCUIElementQuery { get }
    /// The descendants of type `.tabBar` (`descendants(matching: .tabBar)`).
    var tabBars: XCUIElementQuery { get }
    /// The descendants of type `.toolbar` (`descendants(matching: .toolbar)`).
    var toolbars: XCUIElementQuery { get }
    /// The descendants of type `.activityIndicator` (`descendants(matching: .activityIndicator)`).
    var activityIndicators: XCUIElementQuery { get }
    /// The descendants of type `.progressIndicator` (`descendants(matching: .progressIndicator)`).
    var progressIndicators: XCUIElementQuery { get }
    /// The descendants of type `.keyboard`: the on-screen keyboards. Always none in
    /// OpenUIKit, as on iOS with a hardware keyboard attached: Linux desktops type on one.
    var keyboards: XCUIElementQuery { get }
    /// The descendants of type `.key` (elements with the `.keyboardKey` trait).
    var keys: XCUIElementQuery { get }
    /// Every descendant element.
    var descendantsMatchingAnyType: XCUIElementQuery { get }

    /// The elements of `type` anywhere below (`.any` for all).
    func descendants(matching type: XCUIElement.ElementType) -> XCUIElementQuery
    /// The elements of `type` directly below (`.any` for all).
    func children(matching type: XCUIElement.ElementType) -> XCUIElementQuery
}

extension XCUIElementTypeQueryProvider {
    /// The descendants of type `.button` (`descendants(matching: .button)`).
    public var buttons: XCUIElementQuery { descendants(matching: .button) }
    /// The descendants of type `.staticText` (`descendants(matching: .staticText)`).
    public var staticTexts: XCUIElementQuery { descendants(matching: .staticText) }
    /// The descendants of type `.textField` (`descendants(matching: .textField)`).
    public var textFields: XCUIElementQuery { descendants(matching: .textField) }
    /// The descendants of type `.secureTextField` (`descendants(matching: .secureTextField)`).
    public var secureTextFields: XCUIElementQuery { descendants(matching: .secureTextField) }
    /// The descendants of type `.textView` (`descendants(matching: .textView)`).
    public var textViews: XCUIElementQuery { descendants(matching: .textView) }
    /// The descendants of type `.switch` (`descendants(matching: .switch)`).
    public var switches: XCUIElementQuery { descendants(matching: .switch) }
    /// The descendants of type `.slider` (`descendants(matching: .slider)`).
    public var sliders: XCUIElementQuery { descendants(matching: .slider) }
    /// The descendants of type `.stepper` (`descendants(matching: .stepper)`).
    public var steppers: XCUIElementQuery { descendants(matching: .stepper) }
    /// The descendants of type `.segmentedControl` (`descendants(matching: .segmentedControl)`).
    public var segmentedControls: XCUIElementQuery { descendants(matching: .segmentedControl) }
    /// The descendants of type `.picker` (`descendants(matching: .picker)`).
    public var pickers: XCUIElementQuery { descendants(matching: .picker) }
    /// The descendants of type `.pickerWheel` (`descendants(matching: .pickerWheel)`).
    public var pickerWheels: XCUIElementQuery { descendants(matching: .pickerWheel) }
    /// The descendants of type `.datePicker` (`descendants(matching: .datePicker)`).
    public var datePickers: XCUIElementQuery { descendants(matching: .datePicker) }
    /// The descendants of type `.pageIndicator` (`descendants(matching: .pageIndicator)`).
    public var pageIndicators: XCUIElementQuery { descendants(matching: .pageIndicator) }
    /// The descendants of type `.cell` (`descendants(matching: .cell)`).
    public var cells: XCUIElementQuery { descendants(matching: .cell) }
    /// The descendants of type `.table` (`descendants(matching: .table)`).
    public var tables: XCUIElementQuery { descendants(matching: .table) }
    /// The descendants of type `.collectionView` (`descendants(matching: .collectionView)`).
    public var collectionViews: XCUIElementQuery { descendants(matching: .collectionView) }
    /// The descendants of type `.scrollView` (`descendants(matching: .scrollView)`).
    public var scrollViews: XCUIElementQuery { descendants(matching: .scrollView) }
    /// The descendants of type `.image` (`descendants(matching: .image)`).
    public var images: XCUIElementQuery { descendants(matching: .image) }
    /// The descendants of type `.link` (`descendants(matching: .link)`).
    public var links: XCUIElementQuery { descendants(matching: .link) }
    /// The descendants of type `.searchField` (`descendants(matching: .searchField)`).
    public var searchFields: XCUIElementQuery { descendants(matching: .searchField) }
    /// The descendants of type `.other` (`descendants(matching: .other)`).
    public var otherElements: XCUIElementQuery { descendants(matching: .other) }
    /// The descendants of type `.window` (`descendants(matching: .window)`).
    public var windows: XCUIElementQuery { descendants(matching: .window) }
    /// The descendants of type `.alert` (`descendants(matching: .alert)`).
    public var alerts: XCUIElementQuery { descendants(matching: .alert) }
    /// The descendants of type `.sheet` (`descendants(matching: .sheet)`).
    public var sheets: XCUIElementQuery { descendants(matching: .sheet) }
    /// The descendants of type `.navigationBar` (`descendants(matching: .navigationBar)`).
    public var navigationBars: XCUIElementQuery { descendants(matching: .navigationBar) }
    /// The descendants of type `.tabBar` (`descendants(matching: .tabBar)`).
    public var tabBars: XCUIElementQuery { descendants(matching: .tabBar) }
    /// The descendants of type `.toolbar` (`descendants(matching: .toolbar)`).
    public var toolbars: XCUIElementQuery { descendants(matching: .toolbar) }
    /// The descendants of type `.activityIndicator` (`descendants(matching: .activityIndicator)`).
    public var activityIndicators: XCUIElementQuery { descendants(matching: .activityIndicator) }
    /// The descendants of type `.progressIndicator` (`descendants(matching: .progressIndicator)`).
    public var progressIndicators: XCUIElementQuery { descendants(matching: .progressIndicator) }
    /// The descendants of type `.keyboard` (`descendants(matching: .keyboard)`): none, as on
    /// iOS with a hardware keyboard attached (OpenUIKit shows no on-screen keyboard).
    public var keyboards: XCUIElementQuery { descendants(matching: .keyboard) }
    /// The descendants of type `.key` (`descendants(matching: .key)`).
    public var keys: XCUIElementQuery { descendants(matching: .key) }
    /// Every descendant element (`descendants(matching: .any)`).
    public var descendantsMatchingAnyType: XCUIElementQuery { descendants(matching: .any) }
}
