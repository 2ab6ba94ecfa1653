package chart

import "strings"

// plainReplacer turns the small LaTeX of symbols and output names into
// plain Unicode text for axis labels and descriptions, where no typesetting
// is available.
var plainReplacer = strings.NewReplacer(
	`\operatorname{`, "", `\mathrm{`, "", `\boldsymbol{`, "", `\boldsymbol`, "", `\mathcal{`, "", `\mathbf{`, "", `\mathit{`, "", `\text{`, "",
	`\hat{\mathbf{y}}`, "ŷ", `\hat{y}`, "ŷ", `\hat{\mathbb{P}}`, "P̂", `\mathbb{`, "",
	`\bar\alpha`, "ᾱ", `\{`, "{", `\}`, "}", `\dots`, "…", `\mid`, "|", `\star`, "⋆", `\Theta`, "Θ", `\frac{1}{m}`, "(1/m) ", `\sum`, "Σ",
	`\sigma`, "σ", `\mu`, "μ", `\theta`, "θ", `\alpha`, "α", `\beta`, "β", `\lambda`, "λ", `\epsilon`, "ε", `\varepsilon`, "ε", `\delta`, "δ", `\eta`, "η", `\pi`, "π", `\phi`, "φ", `\Sigma`, "Σ", `\bar`, "", `\hat`, "", `\tanh`, "tanh", `\Phi`, "Φ",
	`\,\|\,`, " ‖ ", `\|`, "‖", `\,`, " ", `_{`, "_", `^{`, "^",
	"{", "", "}", "", `\`, "",
)

// Plain returns a readable plain-text form of a LaTeX fragment.
func Plain(latex string) string { return plainReplacer.Replace(latex) }
