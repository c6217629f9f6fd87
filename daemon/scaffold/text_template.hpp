#pragma once
// The templates' renderer: `{{ name }}` and `{% if name %} ... {% else %} ... {% endif %}` (true
// when the variable is not empty; ifs nest). Anything else between braces, an unknown variable or
// an unclosed block is a ScaffoldError naming `origin` and the line.
#include <map>
#include <string>
#include <string_view>

namespace rusteal::scaffold {

using TemplateContext = std::map<std::string, std::string, std::less<>>;

std::string render_template(std::string_view text, const TemplateContext& context, std::string_view origin);

} // namespace rusteal::scaffold
