#pragma once
// Naming rules of the generated code (docs/generators.md "Naming"): one function per
// rule, so every emitter names things the same way.
#include <string>
#include <string_view>

namespace rusteal::generators {

// "HTTPServer" -> "http_server", "K2_GetActorLocation" -> "k2_get_actor_location", "AActor" -> "a_actor".
std::string to_snake_case(std::string_view name);
// to_snake_case, upper-cased: "GetOwner" -> "GET_OWNER".
std::string to_screaming_snake_case(std::string_view name);
// Accessor names drop UE's bool prefix: "bHidden" -> "Hidden" (only 'b' followed by an uppercase letter).
std::string strip_bool_prefix(std::string_view name);
// self, Self, super, crate -> trailing '_'; other Rust keywords -> r#kw; anything else unchanged.
std::string escape_rust_identifier(std::string_view ident);
bool is_rust_keyword(std::string_view ident);
// The Rust name of a method or parameter: snake case, escaped.
std::string rust_member_name(std::string_view ue_name);
// "ACTOR_GET_OWNER": the class part is the JSON name (not cpp_name).
std::string func_id_constant(std::string_view class_name, std::string_view func_name);
// "<prefix>Rusteal_<Class>_<Func>": prefix is "" for the game library, "<Plugin>_" for a plugin.
std::string wrapper_symbol(std::string_view symbol_prefix, std::string_view class_name, std::string_view func_name);

} // namespace rusteal::generators
