// Runs the Rusteal plugin's own reload hooks (RustealEngineHooks.cpp) and the reified classes'
// bookkeeping and delete listener (RustealReifiedClass.cpp) over the runnable stand-in
// (test/standin_ue_plugin_runtime), and prints what reached the library, one event a line, for
// ue_plugin_behaviour_test.cpp to check. The library side is a recorder in place of a Rust
// library (what CallLibrary would call into).
#include "RustealEngineHooks.h"
#include "RustealPrivate.h"
#include "RustealReifiedClass.h"
#include "StandInRuntime.h"

#include <cstdio>
#include <string>

DEFINE_LOG_CATEGORY(LogRusteal);

// The argument lists the linked sources log with (StandInRuntime.h).
template void StandInLog<const TCHAR*>(const FLogCategoryBase&, ELogVerbosity::Type, const TCHAR*, const TCHAR*);
template void StandInLog<int32, const char*>(const FLogCategoryBase&, ELogVerbosity::Type, const TCHAR*, int32, const char*);
template URustealReifiedClass* Cast<URustealReifiedClass, UClass>(UClass*);

using rusteal::host::Library;

namespace
{
	const Library* GCalled = nullptr;

	void Print(const std::string& Line) { std::printf("%s\n", Line.c_str()); }
	std::string Name(UObjectHandle Object) { return StandIn::NameOf(static_cast<UObjectBase*>(Object.ptr)); }
	std::string Lib() { return GCalled ? GCalled->name() : std::string("<no library>"); }

	void Drop(UObjectHandle Object, uint64_t Type, uint8_t*) { Print("drop " + Lib() + " " + Name(Object) + " type " + std::to_string(Type)); }
	void Construct(UObjectHandle Object, uint64_t Type, bool bCdo)
	{
		Print("construct " + Lib() + " " + Name(Object) + " type " + std::to_string(Type) + (bCdo ? " cdo" : ""));
	}
	void Pinned(UObjectHandle Object) { Print("pinned-destroyed " + Lib() + " " + Name(Object)); }
	void Unused(uint64_t, UObjectHandle, uint8_t*) { Print("unexpected invoke_rust_function"); }
	void UnusedDelegate(uint64_t, uint8_t*) { Print("unexpected invoke_delegate_callback"); }
	void UnusedShutdown() { Print("unexpected on_shutdown"); }
	void UnusedTick(float) { Print("unexpected on_tick"); }
	const FRustealRustCallbacks GRecorder = {Drop, Unused, UnusedDelegate, UnusedShutdown, Construct, Pinned, UnusedTick};

	template <class T>
	T* Make(UClass* Class, const char* Name, EObjectFlags Flags = RF_NoFlags)
	{
		T* Object = new T();
		StandIn::AddObject(Object, Class, Name, Flags);
		return Object;
	}

	void PrintLog(size_t& Seen)
	{
		const auto& Lines = StandIn::LogLines();
		for (; Seen < Lines.size(); ++Seen)
			Print(std::string("log ") + StandIn::ToUtf8(Lines[Seen].Category->Name) + " " + StandIn::VerbosityName(Lines[Seen].Verbosity) + " " + Lines[Seen].Text);
	}
}

// What the module defines (RustealModule.cpp, RustealApiObjects.cpp), recorded instead.
bool Rusteal::CallLibrary(Library* L, TFunctionRef<void(const FRustealRustCallbacks&)> Fn)
{
	if (!L) return false;
	GCalled = L;
	Fn(GRecorder);
	GCalled = nullptr;
	return true;
}
void Rusteal::ForgetLibrary(const Library& L) { Print("forget " + L.name()); }
void Rusteal::NotifyPinnedDestroyed(const UObjectBase* Object) { Print("notify-pinned " + StandIn::NameOf(Object)); }

int main()
{
	const FRustealApiTable Table{};
	rusteal::host::LibrarySpec GameSpec;
	GameSpec.name = "Game";
	Library Game(GameSpec, Table);
	rusteal::host::LibrarySpec OtherSpec;
	OtherSpec.name = "Other";
	Library Other(OtherSpec, Table);

	// Classes: Actor (native), Lamp (Rust, of Game) and its Blueprint child, Fan (Rust, of Other).
	UClass* Meta = new UClass();
	StandIn::AddObject(Meta, Meta, "Class");
	UClass* Actor = Make<UClass>(Meta, "Actor");
	URustealReifiedClass* Lamp = Make<URustealReifiedClass>(Meta, "Lamp");
	Lamp->SetSuperStruct(Actor);
	Lamp->RustTypeId = 7;
	Lamp->Library = &Game;
	UBlueprintGeneratedClass* BpLamp = Make<UBlueprintGeneratedClass>(Meta, "BP_Lamp_C");
	BpLamp->SetSuperStruct(Lamp);
	URustealReifiedClass* Fan = Make<URustealReifiedClass>(Meta, "Fan");
	Fan->SetSuperStruct(Actor);
	Fan->RustTypeId = 9;
	Fan->Library = &Other;

	Make<UObject>(Actor, "Default__Actor", RF_ClassDefaultObject);
	Make<UObject>(Actor, "Actor_0");
	Make<UObject>(Lamp, "Default__Lamp", RF_ClassDefaultObject);
	UObject* Lamp0 = Make<UObject>(Lamp, "Lamp_0");
	Make<UObject>(BpLamp, "Default__BP_Lamp_C", RF_ClassDefaultObject);
	Make<UObject>(BpLamp, "BP_Lamp_C_0");
	Make<UObject>(Fan, "Default__Fan", RF_ClassDefaultObject);
	Make<UObject>(Fan, "Fan_0");

	URustealReifiedClass::StartDeleteListener();
	FRustealClassReinstancer Reinstancer;
	FRustealEngineHooks Hooks(Reinstancer);
	size_t LogSeen = 0;

	Print("== construct Game");
	Hooks.construct_rust_data(Game);
	Print("== construct Game again");
	Hooks.construct_rust_data(Game);
	Print("== garbage-collect Lamp_0");
	StandIn::DestroyObject(Lamp0);
	delete Lamp0;
	Print("== drop Game");
	Hooks.drop_rust_data(Game);
	Print("== forget Game");
	Hooks.forget(Game);
	Print("== reinstance Game, no reinstancer");
	URustealReifiedClass* Lamp2 = Make<URustealReifiedClass>(Meta, "Lamp_2");
	URustealReifiedClass::RecordReplaced(Game, Lamp, Lamp2);
	Hooks.reinstance(Game);
	PrintLog(LogSeen);
	Print("== reinstance Game, editor reinstancer");
	Reinstancer = [](const TArray<TPair<UClass*, UClass*>>& Replaced)
	{
		for (const TPair<UClass*, UClass*>& Pair : Replaced) Print("reinstance " + StandIn::NameOf(Pair.Key) + " -> " + StandIn::NameOf(Pair.Value));
	};
	URustealReifiedClass::RecordReplaced(Game, Lamp, Lamp2);
	Hooks.reinstance(Game);
	Print("== reinstance Game, nothing replaced");
	Hooks.reinstance(Game);
	PrintLog(LogSeen);
	Print("== log");
	// Not NUL-terminated: the message is the first part of a longer buffer.
	const std::string Buffer = "Grüße aus der Lampe 🎮|not part of the message";
	const std::string_view Message(Buffer.data(), Buffer.find('|'));
	Hooks.log(0, Message);
	Hooks.log(1, "Spannung: 230 V ± 10 %");
	Hooks.log(2, "無効な値");
	PrintLog(LogSeen);
	URustealReifiedClass::StopDeleteListener();
	Print("== end");
	return 0;
}
