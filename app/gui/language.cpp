#include "language.h"

#include <QAbstractButton>
#include <QAction>
#include <QComboBox>
#include <QCoreApplication>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QGroupBox>
#include <QHash>
#include <QLabel>
#include <QLibraryInfo>
#include <QLineEdit>
#include <QMenu>
#include <QMutex>
#include <QMutexLocker>
#include <QSpinBox>
#include <QTabWidget>
#include <QTranslator>
#include <QVariant>
#include <QWidget>

#include <optional>

namespace headroom::app::language {

namespace {

struct Origin {
    QByteArray context;
    QByteArray source;
    QByteArray disambiguation;
    bool operator==(const Origin&) const = default;
};

// Wraps the loaded catalogue (or none, for English) and remembers, for each
// text it hands out, every context and source it came from, so that a
// widget's text can be translated again after a switch. Installed last, it is
// asked first; translate() may run on worker threads, hence the mutex.
class RecordingTranslator : public QTranslator {
public:
    bool loadCatalogue(const QString& path) { return m_inner.load(path); }
    bool isEmpty() const override { return false; }

    QString translate(const char* context, const char* source, const char* disambiguation, int n) const override
    {
        if (!source || !*source)
            return QString();
        QString out = m_inner.isEmpty() ? QString() : m_inner.translate(context, source, disambiguation, n);
        // Plural forms are remembered unexpanded: %n is replaced later.
        const QString shown = out.isEmpty() ? QString::fromUtf8(source) : out;
        const Origin origin{context, source, disambiguation};
        QMutexLocker lock(&s_mutex);
        QList<Origin>& origins = s_origins[shown];
        if (!origins.contains(origin))
            origins.append(origin);
        return out;
    }

    static QMutex s_mutex;
    // A shown text can have several origins: German "Neuberechnung" is both
    // "Recomputation" and "Recomp.", Chinese "重计算" likewise.
    static QHash<QString, QList<Origin>> s_origins;

private:
    QTranslator m_inner;
};

QMutex RecordingTranslator::s_mutex;
QHash<QString, QList<Origin>> RecordingTranslator::s_origins;

RecordingTranslator* g_app = nullptr;
QTranslator* g_qt = nullptr;
QString g_current = QStringLiteral("en");

QString translated(const Origin& o)
{
    return QCoreApplication::translate(o.context.constData(), o.source.constData(),
                                       o.disambiguation.isEmpty() ? nullptr : o.disambiguation.constData());
}

// Where a text of `owner` came from. Once known it is kept on the owner (a
// dynamic property per slot, with the text it produced), so that a switch
// never has to guess again from a text two sources share; the first guess
// prefers the tr() context of the owner or one of its ancestors.
std::optional<Origin> originOf(QObject* owner, const QByteArray& slot, const QString& text)
{
    const QByteArray key = "headroom_tr_" + slot;
    const QVariantList kept = owner->property(key.constData()).toList();
    if (kept.size() == 4 && kept[3].toString() == text)
        return Origin{kept[0].toByteArray(), kept[1].toByteArray(), kept[2].toByteArray()};
    QList<Origin> candidates;
    {
        QMutexLocker lock(&RecordingTranslator::s_mutex);
        candidates = RecordingTranslator::s_origins.value(text);
    }
    if (candidates.isEmpty())
        return std::nullopt;
    Origin chosen = candidates.front();
    if (candidates.size() > 1) {
        bool found = false;
        for (const QObject* o = owner; o && !found; o = o->parent())
            for (const QMetaObject* m = o->metaObject(); m && !found; m = m->superClass())
                for (const Origin& c : std::as_const(candidates))
                    if (c.context == m->className()) {
                        chosen = c;
                        found = true;
                        break;
                    }
    }
    return chosen;
}

// The current translation of a text an earlier tr() produced for `owner`'s
// `slot`, or the text itself when it did not come from tr() (numbers, names,
// user input).
QString again(QObject* owner, const QByteArray& slot, const QString& text)
{
    if (text.isEmpty())
        return text;
    const std::optional<Origin> o = originOf(owner, slot, text);
    if (!o)
        return text;
    const QString now = translated(*o);
    owner->setProperty(("headroom_tr_" + slot).constData(),
                       QVariantList{o->context, o->source, o->disambiguation, now});
    return now;
}

} // namespace

QStringList available()
{
    return {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("es"), QStringLiteral("zh_CN")};
}

QString nativeName(const QString& code)
{
    if (code == QLatin1String("de"))
        return QStringLiteral("Deutsch");
    if (code == QLatin1String("es"))
        return QStringLiteral("Español");
    if (code == QLatin1String("zh_CN"))
        return QStringLiteral("简体中文");
    return QStringLiteral("English");
}

QString resolve(const QString& preference)
{
    const QStringList codes = available();
    if (codes.contains(preference))
        return preference;
    // The system's: the first of its UI languages that Headroom has.
    for (QString ui : QLocale::system().uiLanguages()) {
        ui.replace(QLatin1Char('-'), QLatin1Char('_'));
        if (ui.startsWith(QLatin1String("zh")))
            return ui.contains(QLatin1String("Hant")) || ui.endsWith(QLatin1String("_TW")) ||
                           ui.endsWith(QLatin1String("_HK"))
                       ? QStringLiteral("en")
                       : QStringLiteral("zh_CN");
        const QString base = ui.section(QLatin1Char('_'), 0, 0);
        if (base == QLatin1String("C") || base == QLatin1String("en"))
            return QStringLiteral("en");
        if (codes.contains(base))
            return base;
    }
    return QStringLiteral("en");
}

QString apply(const QString& preference)
{
    const QString code = resolve(preference);
    if (g_app) {
        QCoreApplication::removeTranslator(g_app);
        delete g_app;
        g_app = nullptr;
    }
    if (g_qt) {
        QCoreApplication::removeTranslator(g_qt);
        delete g_qt;
        g_qt = nullptr;
    }
    // Numbers, dates and money follow the language. With the system's
    // language, the system's own variant of it when it has one (de_AT, es_MX).
    const QLocale locale(code);
    // (By name: QLocale::system() itself formats numbers by LC_NUMERIC, which
    // LANGUAGE=de with LC_ALL=C would leave English.)
    const QLocale system(QLocale::system().name());
    QLocale::setDefault(preference.isEmpty() && system.language() == locale.language() ? system : locale);
    if (code != QLatin1String("en")) {
        g_qt = new QTranslator;
        if (g_qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                       QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
            QCoreApplication::installTranslator(g_qt);
        else {
            delete g_qt;
            g_qt = nullptr;
        }
    }
    // English too: the recording translator must see every tr() call.
    g_app = new RecordingTranslator;
    if (code != QLatin1String("en") && !g_app->loadCatalogue(QStringLiteral(":/i18n/headroom_%1.qm").arg(code)))
        qWarning("No translation for %s", qPrintable(code));
    QCoreApplication::installTranslator(g_app);
    g_current = code;
    return code;
}

void ensureRecording()
{
    if (g_app)
        return;
    g_app = new RecordingTranslator;
    QCoreApplication::installTranslator(g_app);
}

QString current()
{
    return g_current;
}

QLocale currentLocale()
{
    return QLocale();
}

bool switchedSince(QString* drawnIn, const QEvent* event)
{
    if (event->type() != QEvent::LanguageChange || *drawnIn == g_current)
        return false;
    *drawnIn = g_current;
    return true;
}

void retranslateTree(QWidget* root)
{
    if (!root)
        return;
    QList<QWidget*> widgets = root->findChildren<QWidget*>();
    widgets.prepend(root);
    const auto index = [](const char* slot, int i) { return QByteArray(slot) + QByteArray::number(i); };
    for (QWidget* w : std::as_const(widgets)) {
        // A tool tip marked verbatim (a field's JSON path) is not a tr() text,
        // even when a word of it is ("optimizer").
        if (!w->toolTip().isEmpty() && !w->property(kVerbatimToolTip).toBool())
            w->setToolTip(again(w, "toolTip", w->toolTip()));
        if (w->isWindow() && !w->windowTitle().isEmpty())
            w->setWindowTitle(again(w, "windowTitle", w->windowTitle()));
        if (auto* label = qobject_cast<QLabel*>(w))
            label->setText(again(w, "text", label->text()));
        else if (auto* button = qobject_cast<QAbstractButton*>(w))
            button->setText(again(w, "text", button->text()));
        else if (auto* box = qobject_cast<QGroupBox*>(w))
            box->setTitle(again(w, "title", box->title()));
        else if (auto* spin = qobject_cast<QDoubleSpinBox*>(w)) {
            // Units live in the affixes (" years", "/h", " MiB/sample").
            spin->setPrefix(again(w, "prefix", spin->prefix()));
            spin->setSuffix(again(w, "suffix", spin->suffix()));
            spin->setSpecialValueText(again(w, "specialValueText", spin->specialValueText()));
        } else if (auto* ispin = qobject_cast<QSpinBox*>(w)) {
            ispin->setPrefix(again(w, "prefix", ispin->prefix()));
            ispin->setSuffix(again(w, "suffix", ispin->suffix()));
            ispin->setSpecialValueText(again(w, "specialValueText", ispin->specialValueText()));
        } else if (auto* line = qobject_cast<QLineEdit*>(w))
            line->setPlaceholderText(again(w, "placeholder", line->placeholderText()));
        else if (auto* combo = qobject_cast<QComboBox*>(w)) {
            for (int i = 0; i < combo->count(); ++i) {
                combo->setItemText(i, again(w, index("item", i), combo->itemText(i)));
                const QVariant tip = combo->itemData(i, Qt::ToolTipRole);
                if (tip.typeId() == QMetaType::QString)
                    combo->setItemData(i, again(w, index("itemTip", i), tip.toString()), Qt::ToolTipRole);
            }
        } else if (auto* tabs = qobject_cast<QTabWidget*>(w)) {
            for (int i = 0; i < tabs->count(); ++i) {
                tabs->setTabText(i, again(w, index("tab", i), tabs->tabText(i)));
                tabs->setTabToolTip(i, again(w, index("tabTip", i), tabs->tabToolTip(i)));
            }
        }
        for (QAction* a : w->actions()) {
            a->setText(again(a, "text", a->text()));
            a->setToolTip(again(a, "toolTip", a->toolTip()));
            a->setStatusTip(again(a, "statusTip", a->statusTip()));
        }
        if (auto* menu = qobject_cast<QMenu*>(w))
            menu->setTitle(again(w, "title", menu->title()));
    }
}

} // namespace headroom::app::language
