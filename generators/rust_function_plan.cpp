// RustEmitter::Impl's functions (rust_emitter_impl.hpp): how an engine function becomes a Rust
// method: each parameter planned as the Rust signature, the ABI call's arguments and what is read
// back, then the method's body around the call through the engine-function table.
#include "generators/rust_emitter_impl.hpp"

namespace rusteal::generators {

std::optional<std::string> RustEmitter::Impl::plan_function(const BoundClass& c, const BoundFunction& bf, FnPlan& plan) const {
    const auto& f = *bf.info;
    bool is_static = f.is_static || (f.func_flags & func::Static);
    if (!is_static) {
        plan.abi.push_back(std::string(kCore) + "::ffi::UObjectHandle");
        plan.args.push_back("self.handle()");
    }
    std::set<std::string> used_names = {"self"};
    for (const auto& p : f.params) {
        auto k = classify(p);
        if (!k) return "parameter '" + p.name + "' has an unsupported type";
        auto dir = param_direction(p.prop_flags);
        std::string name = dir == ParamDirection::Return ? "ret" : rust_member_name(p.name);
        while (used_names.count(name)) name += "_";
        used_names.insert(name);
        Param prm{&p, *k, dir, name};
        const std::size_t outputs_before = plan.outputs.size();
        if (auto err = plan_param(c, bf, prm, plan)) return err;
        // The return value comes first, then the out parameters in their order, as Rusteal's
        // bindings give them (`let (hit, out_hit) = sphere_trace_single(...)`).
        if (dir == ParamDirection::Return && plan.outputs.size() > outputs_before)
            std::rotate(plan.outputs.begin(), plan.outputs.begin() + static_cast<std::ptrdiff_t>(outputs_before),
                        plan.outputs.begin() + static_cast<std::ptrdiff_t>(outputs_before) + 1);
    }
    return std::nullopt;
}

std::optional<std::string> RustEmitter::Impl::plan_param(const BoundClass& c, const BoundFunction& bf, const Param& prm, FnPlan& plan) const {
    const auto& p = *prm.info;
    const auto k = prm.kind;
    const auto& x = prm.rust_name;
    const std::string local = "__" + (x.rfind("r#", 0) == 0 ? x.substr(2) : x);
    const bool is_ret = prm.dir == ParamDirection::Return;
    if (is_container(k)) {
        auto owned = value_type(p, k);
        if (owned.empty()) return "container '" + p.name + "' has elements the Rust side cannot hold";
        const std::string tmp = local + "_tmp";
        const std::string ue_param = is_ret ? "ReturnValue" : p.name;
        const auto& declaring = bf.declared_in ? bf.declared_in->name : c.info->name;
        plan.pre.push_back("static " + local + "_CLASS: ::std::sync::OnceLock<" + kCore + "::ffi::UClassHandle> = ::std::sync::OnceLock::new();");
        plan.pre.push_back("let " + tmp + " = " + kCore + "::containers::TempContainer::for_param(" + kCore + "::reify::engine_class(&" +
                           local + "_CLASS, " + rust_string_literal(declaring) + "), " + rust_string_literal(bf.ue_name) + ", " +
                           rust_string_literal(ue_param) + ")?;");
        plan.abi.push_back("*mut ::core::ffi::c_void");
        plan.abi.push_back("*mut ::core::ffi::c_void");
        plan.args.push_back(tmp + ".base()");
        plan.args.push_back(tmp + ".prop()");
        std::string view, elem_t;
        if (k == TypeKind::Map) {
            view = tmp + ".map::<" + element_type(*p.key_prop) + ", " + element_type(*p.value_prop) + ">()";
            elem_t = "(" + element_type(*p.key_prop) + ", " + element_type(*p.value_prop) + ")";
        } else {
            const auto& e = k == TypeKind::Array ? *p.inner_prop : *p.element_prop;
            view = tmp + (k == TypeKind::Array ? ".array::<" : ".set::<") + element_type(e) + ">()";
            elem_t = element_type(e);
        }
        auto fill = [&](const std::string& src) {
            if (k == TypeKind::Array) return view + ".set_all(" + src + ")?;";
            if (k == TypeKind::Set) return "for __e in " + src + ".iter() { " + view + ".insert(__e)?; }";
            return "for (__k, __v) in " + src + ".iter() { " + view + ".insert(__k, __v)?; }";
        };
        if (is_ret || prm.dir == ParamDirection::Out) {
            plan.outputs.emplace_back(owned, view + ".to_vec()?");
        } else if (prm.dir == ParamDirection::InOut) {
            plan.sig.push_back(x + ": &mut " + owned);
            plan.pre.push_back(fill(x));
            plan.post.push_back("*" + x + " = " + view + ".to_vec()?;");
        } else {
            plan.sig.push_back(x + ": &[" + elem_t + "]");
            plan.pre.push_back(fill(x));
        }
        return std::nullopt;
    }
    if (k == TypeKind::String || k == TypeKind::Text) {
        if (prm.dir == ParamDirection::In) {
            if (auto d = default_literal(p, TypeKind::String)) {
                plan.sig.push_back(x + ": ::core::option::Option<&str>");
                plan.pre.push_back("let " + x + ": &str = " + x + ".unwrap_or(" + *d + ");");
            } else {
                plan.sig.push_back(x + ": &str");
            }
            plan.abi.insert(plan.abi.end(), {"*const u8", "u32"});
            plan.args.push_back(x + ".as_ptr()");
            plan.args.push_back(x + ".len() as u32");
            return std::nullopt;
        }
        if (prm.dir == ParamDirection::InOut) {
            plan.sig.push_back(x + ": &mut " + kString);
            plan.abi.insert(plan.abi.end(), {"*const u8", "u32"});
            plan.args.push_back(x + ".as_ptr()");
            plan.args.push_back(x + ".len() as u32");
        }
        const std::string out = local + "_out";
        plan.pre.push_back("let mut " + out + " = " + kCore + "::strings::Utf8Out::new(0);");
        plan.string_outs.push_back(out);
        plan.abi.insert(plan.abi.end(), {"*mut u8", "u32", "*mut u32"});
        plan.args.push_back(out + ".ptr()");
        plan.args.push_back(out + ".capacity()");
        plan.args.push_back(out + ".len_ptr()");
        if (prm.dir == ParamDirection::InOut) plan.post.push_back("*" + x + " = " + out + ".into_string();");
        else plan.outputs.emplace_back(kString, out + ".into_string()");
        return std::nullopt;
    }
    if (k == TypeKind::Struct) {
        auto st = struct_type(p);
        if (st.empty()) return "struct '" + p.name + "' is not in the bindings";
        const std::string owned = std::string(kCore) + "::OwnedStruct<" + st + ">";
        if (prm.dir == ParamDirection::In) {
            plan.sig.push_back(x + ": &" + owned);
            plan.abi.push_back("*const u8");
            plan.args.push_back(x + ".as_ptr()");
        } else if (prm.dir == ParamDirection::InOut) {
            plan.sig.push_back(x + ": &mut " + owned);
            plan.abi.push_back("*mut u8");
            plan.args.push_back(x + ".as_mut_ptr()");
        } else {
            plan.pre.push_back("let mut " + local + " = " + kCore + "::struct_ref::out_struct::<" + st + ">()?;");
            plan.abi.push_back("*mut u8");
            plan.args.push_back(local + ".as_mut_ptr()");
            plan.outputs.emplace_back(owned, local);
        }
        return std::nullopt;
    }
    const auto rust_t = value_type(p, k);
    if (rust_t.empty()) return "parameter '" + p.name + "' has a type the Rust side cannot hold";
    const auto abi = abi_scalar(p, k);
    if (prm.dir == ParamDirection::In) {
        auto d = is_primitive(k) || k == TypeKind::Enum || k == TypeKind::Name || k == TypeKind::Object || k == TypeKind::Class
                     ? default_literal(p, k)
                     : std::nullopt;
        // An enum's default is its variant, for a parameter of the enum's own type only.
        if (d && k == TypeKind::Enum && d->rfind(rust_t + "::", 0) != 0) d.reset();
        if (d && k == TypeKind::Name && *d == std::string(kCore) + "::FName::NONE") {
            // An optional name: Rusteal's `Option<FNameHandle>` (`None`,
            // `Some(name.handle())`), or the name itself.
            plan.sig.push_back(x + ": impl " + kCore + "::fname::OptionalName");
            plan.pre.push_back("let " + x + ": " + rust_t + " = " + kCore + "::fname::OptionalName::or_none(" + x + ");");
        } else if (d) {
            plan.sig.push_back(x + ": ::core::option::Option<" + rust_t + ">");
            plan.pre.push_back("let " + x + ": " + rust_t + " = " + x + ".unwrap_or(" + *d + ");");
        } else if (k == TypeKind::Name) {
            // A name, or its engine handle (Rusteal passes `FName::new(..).handle()`).
            plan.sig.push_back(x + ": impl ::core::convert::Into<" + rust_t + ">");
            plan.pre.push_back("let " + x + ": " + rust_t + " = " + x + ".into();");
        } else {
            plan.sig.push_back(x + ": " + rust_t);
        }
        plan.abi.push_back(abi);
        plan.args.push_back(to_abi(p, k, x));
        return std::nullopt;
    }
    plan.abi.push_back("*mut " + abi);
    if (prm.dir == ParamDirection::InOut) {
        plan.sig.push_back(x + ": &mut " + rust_t);
        plan.pre.push_back("let mut " + local + ": " + abi + " = " + to_abi(p, k, "*" + x) + ";");
        plan.post.push_back("*" + x + " = " + from_abi(p, k, local) + ";");
    } else {
        plan.pre.push_back("let mut " + local + ": " + abi + " = " + abi_default(k) + ";");
        plan.outputs.emplace_back(rust_t, from_abi(p, k, local));
    }
    plan.args.push_back("&mut " + local);
    return std::nullopt;
}

std::string RustEmitter::Impl::function_body(const FunctionTableEntry& e, const FnPlan& plan, const std::string& indent) const {
    std::string b;
    auto line = [&](const std::string& s) { b += indent + s + "\n"; };
    line("type F = unsafe extern \"C\" fn(" + join(plan.abi, ", ") + ") -> u32;");
    for (const auto& s : plan.pre) line(s);
    // Its errors name the engine function ("Actor.K2_GetActorLocation: object destroyed").
    const std::string what = "\"" + e.cls->info->name + "." + e.func->ue_name + "\"";
    line("let __entry = " + std::string(kCore) + "::api::engine_function(crate::func_ids::" + e.constant +
         ").map_err(|e| e.context(" + what + "))?;");
    line("// SAFETY: the table entry is the C++ wrapper of this function, whose signature is F.");
    line("let __f: F = unsafe { ::core::mem::transmute::<*const ::core::ffi::c_void, F>(__entry) };");
    const std::string call = "unsafe { __f(" + join(plan.args, ", ") + ") }";
    if (plan.string_outs.empty()) {
        line("// SAFETY: every argument is valid for the call.");
        line("let __code = " + call + ";");
    } else {
        line("// SAFETY: every argument is valid for the call.");
        line("#[allow(unused_mut)]");
        line("let mut __code = " + call + ";");
        std::vector<std::string> truncated;
        for (const auto& s : plan.string_outs) truncated.push_back(s + ".truncated()");
        line("if __code == 0 && (" + join(truncated, " || ") + ") {");
        line("    // A string did not fit: call again with buffers of the reported sizes.");
        for (const auto& s : plan.string_outs) line("    " + s + " = " + s + ".for_retry();");
        line("    // SAFETY: as above.");
        line("    __code = " + call + ";");
        line("}");
    }
    line(std::string(kCore) + "::error::check_ffi(" + kCore + "::ffi::RustealErrorCode::from_u32(__code)).map_err(|e| e.context(" +
         what + "))?;");
    for (const auto& s : plan.post) line(s);
    if (plan.outputs.empty()) line("Ok(())");
    else if (plan.outputs.size() == 1) line("Ok(" + plan.outputs[0].second + ")");
    else {
        std::vector<std::string> exprs;
        for (const auto& o : plan.outputs) exprs.push_back(o.second);
        line("Ok((" + join(exprs, ", ") + "))");
    }
    return b;
}

} // namespace rusteal::generators
