extension XCUIElement {
    /// The kinds of user interface element a query matches (XCUITest's `XCUIElementType`, with
    /// its raw values). OpenUIKit maps views and accessibility elements to the kinds an iOS
    /// app's elements report; see `elementType`.
    public enum ElementType: UInt, Sendable, CaseIterable {
        /// Every type: in a query, matches elements of any type.
        case any = 0
        /// An element of no other type: a plain view with an identifier or a label, a container.
        case other = 1
        /// The application (the root of the element tree).
        case application = 2
        /// An XCUITest element type no OpenUIKit element reports (kept so that code naming it compiles).
        case group = 3
        /// A `UIWindow`.
        case window = 4
        /// An XCUITest element type no OpenUIKit element reports (kept so that code naming it compiles).
        case sheet = 5
        /// An XCUITest element type no OpenUIKit element reports (kept so that code naming it compiles).
        case drawer = 6
        /// An XCUITest element type no OpenUIKit element reports (kept so that code naming it compiles).
        case alert = 7
        /// An XCUITest element type no OpenUIKit element reports (kept so that code naming it compiles).
        case dialog = 8
        /// A `UIButton`, a segment of a segmented control, a half of a stepper, or an element with the `.button` trait.
        case button = 9
        /// An XCUITest element type no OpenUIKit element reports (kept so that code naming it compiles).
        case radioButton = 10
        /// An XCUITest element type no OpenUIKit element reports (kept so that code naming it compiles).
        case radioGroup = 11
        /// An XCUITest element type no OpenUIKit element reports (kept so that code naming it compiles).
        case checkBox = 12
        /// An XCUITest element type no OpenUIKit element reports (kept so that code naming it compiles).
        case disclosureTriangle = 13
        /// An XCUITest element type no OpenUIKit element reports (kept so that code naming it compiles).
        case popUpButton = 14
        /// An XCUITest element type no OpenUIKit element reports (kept so that code naming it compiles).
        case comboBox = 15
        /// An XCUITest element type no OpenUIKit element reports (kept so that code naming it compiles).
        case menuButton = 16
        /// An XCUITest element type no OpenUIKit element reports (kept so that code naming it compiles).
        case toolbarButton = 17
        /// An XCUITest element type no OpenUIKit element reports (kept so that code naming it compiles).
        case popover = 18
        /// An XCUITest element type no OpenUIKit element reports (kept so that code naming it compiles).
        case keyboard = 19
        /// An element with the `.keyboardKey` trait.
        case key = 20
        /// A `UINavigationBar`.
        case navigationBar = 21
        /// A `UITabBar`, or an element with the `.tabBar` trait.
        case tabBar = 22
        /// An XCUITest element type no OpenUIKit element reports (kept so that code naming it compiles).
        case tabGroup = 23
        /// A `UIToolbar`.
        case toolbar = 24
        /// An XCUITest element type no OpenUIKit element reports (kept so that code naming it compiles).
        case statusBar = 25
        /// A `UITableView`.
        case table = 26
        /// An XCUITest element type no OpenUIKit element reports (kept so that code naming it compiles).
        case tableRow = 27
        /// An XCUITest element type no OpenUIKit element reports (kept so that code naming it compiles).
        case tableColumn = 28
        /// An XCUITest element type no OpenUIKit element reports (kept so that code naming it compiles).
        case outline = 29
        /// An XCUITest element type no OpenUIKit element reports (kept so that code naming it compiles).
        case outlineRow = 30
        /// An XCUITest element type no OpenUIKit element reports (kept so that code naming it compiles).
        case browser = 31
        /// A `UICollectionView`.
        case collectionView = 32
        /// A `UISlider`.
        case slider = 33
        /// A `UIPageControl`.
        case pageIndicator = 34
        /// A `UIProgressView`.
        case progressIndicator = 35
        /// A `UIActivityIndicatorView`.
        case activityIndicator = 36
        /// A `UISegmentedControl` (its segments are buttons).
        case segmentedControl = 37
        /// A `UIPickerView`.
        case picker = 38
        /// One component of a `UIPickerView` or `UIDatePicker`.
        case pickerWheel = 39
        /// A `UISwitch`.
        case `switch` = 40
        /// An XCUITest element type no OpenUIKit element reports (kept so that code naming it compiles).
        case toggle = 41
        /// An element with the `.link` trait.
        case link = 42
        /// A `UIImageView`, or an element with the `.image` trait.
        case image = 43
        /// An XCUITest element type no OpenUIKit element reports (kept so that code naming it compiles).
        case icon = 44
        /// An element with the `.searchField` trait.
        case searchField = 45
        /// A `UIScrollView` that is no table or collection view.
        case scrollView = 46
        /// An XCUITest element type no OpenUIKit element reports (kept so that code naming it compiles).
        case scrollBar = 47
        /// A `UILabel`, or an element with the `.staticText` trait.
        case staticText = 48
        /// A `UITextField`.
        case textField = 49
        /// A `UITextField` whose `isSecureTextEntry` is true.
        case secureTextField = 50
        /// A `UIDatePicker`.
        case datePicker = 51
        /// A `UITextView`.
        case textView = 52
        /// An XCUITest element type no OpenUIKit element reports (kept so that code naming it compiles).
        case menu = 53
        /// An XCUITest element type no OpenUIKit element reports (kept so that code naming it compiles).
        case menuItem = 54
        /// An XCUITest element type no OpenUIKit element reports (kept so that code naming it compiles).
        case menuBar = 55
        /// An XCUITest element type no OpenUIKit element reports (kept so that code naming it compiles).
        case menuBarItem = 56
        /// An XCUITest element type no OpenUIKit element reports (kept so that code naming it compiles).
        case map = 57
        /// An XCUITest element type no OpenUIKit element reports (kept so that code naming it compiles).
        case webView = 58
        /// An XCUITest element type no OpenUIKit element reports (kept so that code naming it compiles).
        case incrementArrow = 59
        /// An XCUITest element type no OpenUIKit element reports (kept so that code naming it compiles).
        case decrementArrow = 60
        /// An XCUITest element type no OpenUIKit element reports (kept so that code naming it compiles).
        case timeline = 61
        /// An XCUITest element type no OpenUIKit element reports (kept so that code naming it compiles).
        case ratingIndicator = 62
        /// An XCUITest element type no OpenUIKit element reports (kept so that code naming it compiles).
        case valueIndicator = 63
        /// An XCUITest element type no OpenUIKit element reports (kept so that code naming it compiles).
        case splitGroup = 64
        /// An XCUITest element type no OpenUIKit element reports (kept so that code naming it compiles).
        case splitter = 65
        /// An XCUITest element type no OpenUIKit element reports (kept so that code naming it compiles).
        case relevanceIndicator = 66
        /// An XCUITest element type no OpenUIKit element reports (kept so that code naming it compiles).
        case colorWell = 67
        /// An XCUITest element type no OpenUIKit element reports (kept so that code naming it compiles).
        case helpTag = 68
        /// An XCUITest element type no OpenUIKit element reports (kept so that code naming it compiles).
        case matte = 69
        /// An XCUITest element type no OpenUIKit element reports (kept so that code naming it compiles).
        case dockItem = 70
        /// An XCUITest element type no OpenUIKit element reports (kept so that code naming it compiles).
        case ruler = 71
        /// An XCUITest element type no OpenUIKit element reports (kept so that code naming it compiles).
        case rulerMarker = 72
        /// An XCUITest element type no OpenUIKit element reports (kept so that code naming it compiles).
        case grid = 73
        /// An XCUITest element type no OpenUIKit element reports (kept so that code naming it compiles).
        case levelIndicator = 74
        /// A `UITableViewCell` or a `UICollectionViewCell`.
        case cell = 75
        /// An XCUITest element type no OpenUIKit element reports (kept so that code naming it compiles).
        case layoutArea = 76
        /// An XCUITest element type no OpenUIKit element reports (kept so that code naming it compiles).
        case layoutItem = 77
        /// An XCUITest element type no OpenUIKit element reports (kept so that code naming it compiles).
        case handle = 78
        /// A `UIStepper` (its halves are buttons).
        case stepper = 79
        /// An XCUITest element type no OpenUIKit element reports (kept so that code naming it compiles).
        case tab = 80
        /// An XCUITest element type no OpenUIKit element reports (kept so that code naming it compiles).
        case touchBar = 81
        /// An XCUITest element type no OpenUIKit element reports (kept so that code naming it compiles).
        case statusItem = 82

        /// The name XCUITest prints in descriptions and failure messages ("Button",
        /// "StaticText", "Other").
        var displayName: String {
            switch self {
            case .any: "Any"
            case .other: "Other"
            case .application: "Application"
            case .group: "Group"
            case .window: "Window"
            case .sheet: "Sheet"
            case .drawer: "Drawer"
            case .alert: "Alert"
            case .dialog: "Dialog"
            case .button: "Button"
            case .radioButton: "RadioButton"
            case .radioGroup: "RadioGroup"
            case .checkBox: "CheckBox"
            case .disclosureTriangle: "DisclosureTriangle"
            case .popUpButton: "PopUpButton"
            case .comboBox: "ComboBox"
            case .menuButton: "MenuButton"
            case .toolbarButton: "ToolbarButton"
            case .popover: "Popover"
            case .keyboard: "Keyboard"
            case .key: "Key"
            case .navigationBar: "NavigationBar"
            case .tabBar: "TabBar"
            case .tabGroup: "TabGroup"
            case .toolbar: "Toolbar"
            case .statusBar: "StatusBar"
            case .table: "Table"
            case .tableRow: "TableRow"
            case .tableColumn: "TableColumn"
            case .outline: "Outline"
            case .outlineRow: "OutlineRow"
            case .browser: "Browser"
            case .collectionView: "CollectionView"
            case .slider: "Slider"
            case .pageIndicator: "PageIndicator"
            case .progressIndicator: "ProgressIndicator"
            case .activityIndicator: "ActivityIndicator"
            case .segmentedControl: "SegmentedControl"
            case .picker: "Picker"
            case .pickerWheel: "PickerWheel"
            case .switch: "Switch"
            case .toggle: "Toggle"
            case .link: "Link"
            case .image: "Image"
            case .icon: "Icon"
            case .searchField: "SearchField"
            case .scrollView: "ScrollView"
            case .scrollBar: "ScrollBar"
            case .staticText: "StaticText"
            case .textField: "TextField"
            case .secureTextField: "SecureTextField"
            case .datePicker: "DatePicker"
            case .textView: "TextView"
            case .menu: "Menu"
            case .menuItem: "MenuItem"
            case .menuBar: "MenuBar"
            case .menuBarItem: "MenuBarItem"
            case .map: "Map"
            case .webView: "WebView"
            case .incrementArrow: "IncrementArrow"
            case .decrementArrow: "DecrementArrow"
            case .timeline: "Timeline"
            case .ratingIndicator: "RatingIndicator"
            case .valueIndicator: "ValueIndicator"
            case .splitGroup: "SplitGroup"
            case .splitter: "Splitter"
            case .relevanceIndicator: "RelevanceIndicator"
            case .colorWell: "ColorWell"
            case .helpTag: "HelpTag"
            case .matte: "Matte"
            case .dockItem: "DockItem"
            case .ruler: "Ruler"
            case .rulerMarker: "RulerMarker"
            case .grid: "Grid"
            case .levelIndicator: "LevelIndicator"
            case .cell: "Cell"
            case .layoutArea: "LayoutArea"
            case .layoutItem: "LayoutItem"
            case .handle: "Handle"
            case .stepper: "Stepper"
            case .tab: "Tab"
            case .touchBar: "TouchBar"
            case .statusItem: "StatusItem"
            }
        }
    }
}
