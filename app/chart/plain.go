package chart

import "strings"

// plainReplacer turns the small LaTeX of symbols and output names into
// plain Unicode text for axis labels and descriptions, where no typesetting
// is available.
var plainReplacer = strings.NewReplacer(
	`\operatorname{`, "", `\mathrm{`, "", `\mathbf{`, "", `\mathit{`, "", `\text{`, "",
	`\hat{\mathbf{y}}`, "ŷ", `\hat{y}`, "ŷ",
	`\sigma`, "σ", `\mu`, "μ", `\tanh`, "tanh", `\Phi`, "Φ",
	`\,\|\,`, " ‖ ", `\|`, "‖", `\,`, " ", `_{`, "_", `^{`, "^",
	"{", "", "}", "", `\`, "",
)

// plain returns a readable plain-text form of a LaTeX fragment.
func plain(latex string) string { return plainReplacer.Replace(latex) }
