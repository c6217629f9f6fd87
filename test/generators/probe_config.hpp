#pragma once
// The probe configuration (docs/generators.md "The probe configuration") with a chosen feature list.
#include <string>

namespace rusteal::test {

inline std::string probe_config(const std::string& features) {
    return "[project]\ncrate = \"probe\"\n[codegen]\nfeatures = [" + features + "]\n[codegen.modules]\n"
           "CoreUObject = { module = \"core_ue\", feature = \"core\" }\n"
           "Engine = { module = \"engine\", feature = \"engine\" }\n"
           "InputCore = { module = \"input_core\", feature = \"input\" }\n"
           "SlateCore = { module = \"slate_core\", feature = \"slate\" }\n"
           "Slate = { module = \"slate\", feature = \"slate\" }\n"
           "UMG = { module = \"umg\", feature = \"umg\" }\n"
           "EnhancedInput = { module = \"enhanced_input\", feature = \"enhanced-input\", plugin = \"EnhancedInput\" }\n";
}

} // namespace rusteal::test
