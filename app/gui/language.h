#pragma once

#include <QLocale>
#include <QString>
#include <QStringList>

class QEvent;
class QWidget;

namespace headroom::app {

// The user interface language: Headroom's own translations (embedded under
// :/i18n by qt_add_translations) plus Qt's (qtbase_<lang>.qm from the
// system's Qt translations folder), and the locale numbers are written in.
namespace language {

// The languages Headroom ships, as codes ("en", "de", "es", "zh_CN").
QStringList available();
// The language's own name ("Deutsch", "简体中文"): the Preferences list.
QString nativeName(const QString& code);
// A preference ("" = the system's) resolved to one of available().
QString resolve(const QString& preference);
// Installs the translators for the preference and makes its locale the
// default. Qt then sends QEvent::LanguageChange to every widget. Returns the
// code in use.
QString apply(const QString& preference);
// Installs the remembering translator for English if apply() has not run
// (a window made without main(), as in tests), so a later switch finds the
// sources of the texts already shown. Changes nothing else.
void ensureRecording();
// The code apply() installed last ("en" before any call).
QString current();
QLocale currentLocale();

// The single retranslate path for static texts: every label, button, group
// box, tab, combo box item, tool tip, placeholder and action under root whose
// text came from tr() is translated again into the current language. (The
// translator installed by apply() remembers which source each text it
// returned came from.) Texts computed from results are redrawn by their owners.
void retranslateTree(QWidget* root);
// For a widget that draws texts itself: true once per real switch of language
// since `*drawnIn` (then updated); installing a translator for the language
// already shown (at start-up) is no switch.
bool switchedSince(QString* drawnIn, const QEvent* event);
// A widget whose tool tip is not to be translated again sets this property.
inline constexpr const char* kVerbatimToolTip = "headroom_verbatim_toolTip";

} // namespace language
} // namespace headroom::app
