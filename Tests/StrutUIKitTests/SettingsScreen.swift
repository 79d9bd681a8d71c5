// A settings-style form written as a UIKit developer writes it. Only `measuredInCells` is
// Strut's (it makes text sizes exact for the test: 10 points a character, 20 a line).
#if canImport(UIKit)
    import UIKit
#else
    import StrutUIKit
#endif

/// A form column at most 480 wide, centred, filling the layout margins when they are narrower
/// (the margin constraints sit at `.defaultHigh - 1`, below the maximum width): a title, a
/// "Wi-Fi" row with a switch at the trailing margin, and a name field.
final class SettingsViewController: UIViewController {
    let form = UIView()
    let titleLabel = UILabel()
    let wifiLabel = UILabel()
    let wifiSwitch = UISwitch()
    let nameField = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        titleLabel.text = "Settings"
        titleLabel.font = UIFont.preferredFont(forTextStyle: .headline)
        titleLabel.adjustsFontForContentSizeCategory = true
        wifiLabel.text = "Wi-Fi"
        nameField.placeholder = "Name"
        view.addSubview(form)
        for subview in [titleLabel, wifiLabel, wifiSwitch, nameField] as [UIView] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            form.addSubview(subview)
        }
        form.translatesAutoresizingMaskIntoConstraints = false
        let margins = view.layoutMarginsGuide
        let fillMargins = form.leadingAnchor.constraint(equalTo: margins.leadingAnchor)
        fillMargins.priority = .defaultHigh - 1
        NSLayoutConstraint.activate([
            form.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            form.widthAnchor.constraint(lessThanOrEqualToConstant: 480),
            form.leadingAnchor.constraint(greaterThanOrEqualTo: margins.leadingAnchor),
            fillMargins,
            form.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),

            titleLabel.leadingAnchor.constraint(equalTo: form.leadingAnchor),
            titleLabel.topAnchor.constraint(equalTo: form.topAnchor, constant: 20),

            wifiSwitch.trailingAnchor.constraint(equalTo: form.trailingAnchor),
            wifiSwitch.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 16),
            wifiLabel.leadingAnchor.constraint(equalTo: form.leadingAnchor),
            wifiLabel.centerYAnchor.constraint(equalTo: wifiSwitch.centerYAnchor),
            wifiLabel.trailingAnchor.constraint(lessThanOrEqualTo: wifiSwitch.leadingAnchor, constant: -8),

            nameField.leadingAnchor.constraint(equalTo: form.leadingAnchor),
            nameField.trailingAnchor.constraint(equalTo: form.trailingAnchor),
            nameField.topAnchor.constraint(equalTo: wifiSwitch.bottomAnchor, constant: 16),
            form.bottomAnchor.constraint(equalTo: nameField.bottomAnchor),
        ])
    }
}

/// A profile header: a 100 × 100 avatar and a name, stacked in a compact width and side by
/// side in a regular one; the two constraint sets switch in `traitCollectionDidChange`.
final class ProfileViewController: UIViewController {
    let avatar = UIImageView(image: UIImage(name: "avatar", size: CGSize(width: 100, height: 100)))
    let nameLabel = UILabel()
    private var compactConstraints: [NSLayoutConstraint] = []
    private var regularConstraints: [NSLayoutConstraint] = []
    private(set) var traitChanges = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        nameLabel.text = "Ada Lovelace"
        avatar.contentMode = .scaleAspectFill
        for subview in [avatar, nameLabel] as [UIView] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        let margins = view.layoutMarginsGuide
        NSLayoutConstraint.activate([
            avatar.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            avatar.topAnchor.constraint(equalTo: margins.topAnchor),
        ])
        compactConstraints = [
            nameLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            nameLabel.topAnchor.constraint(equalTo: avatar.bottomAnchor, constant: 8),
        ]
        regularConstraints = [
            nameLabel.leadingAnchor.constraint(equalToSystemSpacingAfter: avatar.trailingAnchor, multiplier: 2),
            nameLabel.centerYAnchor.constraint(equalTo: avatar.centerYAnchor),
        ]
        applySizeClass()
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        traitChanges += 1
        if traitCollection.horizontalSizeClass != previousTraitCollection?.horizontalSizeClass { applySizeClass() }
    }

    private func applySizeClass() {
        if traitCollection.horizontalSizeClass == .regular {
            NSLayoutConstraint.deactivate(compactConstraints)
            NSLayoutConstraint.activate(regularConstraints)
        } else {
            NSLayoutConstraint.deactivate(regularConstraints)
            NSLayoutConstraint.activate(compactConstraints)
        }
    }
}

#if !canImport(UIKit)
    /// Strut only: measure text in 10 × 20 cells so that the expected frames are exact.
    func measuredInCells(_ labels: [UILabel], fields: [UITextField] = []) {
        let cells = MonospacedCellMeasurer(cellWidth: 10, cellHeight: 20, baseline: 15)
        for label in labels { label.measurer = cells }
        for field in fields { field.measurer = cells }
    }
#endif
