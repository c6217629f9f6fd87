#include "RustealEngineHooks.h"

#include "RustealPrivate.h"
#include "RustealReifiedClass.h"
#include "UObject/UObjectIterator.h"

using rusteal::host::Library;

void FRustealEngineHooks::drop_rust_data(Library& Lib)
{
	for (TObjectIterator<UObject> It(RF_NoFlags); It; ++It) // class default objects too (excluded by default)
	{
		for (URustealReifiedClass* Cls : URustealReifiedClass::ReifiedChain(It->GetClass()))
		{
			if (Cls->Library == &Lib)
			{
				UObject* Obj = *It;
				Rusteal::CallLibrary(&Lib, [Obj, Cls](const FRustealRustCallbacks& Cb)
				{
					Cb.drop_rust_instance(UObjectHandle{Obj}, Cls->RustTypeId, nullptr);
				});
				Cls->MarkRustData(Obj, false);
			}
		}
	}
}

void FRustealEngineHooks::forget(Library& Lib) { Rusteal::ForgetLibrary(Lib); }

void FRustealEngineHooks::reinstance(Library& Lib)
{
	TArray<TPair<UClass*, UClass*>> Replaced = URustealReifiedClass::TakeReplacedClasses(Lib);
	if (Replaced.Num() == 0) return;
	if (Reinstancer)
	{
		Reinstancer(Replaced);
	}
	else
	{
		UE_LOG(LogRusteal, Warning, TEXT("%d class(es) of %hs changed shape; only the editor can reinstance them (restart to apply)"),
			Replaced.Num(), Lib.name().c_str());
	}
}

void FRustealEngineHooks::construct_rust_data(Library& Lib)
{
	for (TObjectIterator<UObject> It(RF_NoFlags); It; ++It) // class default objects too (excluded by default)
	{
		UObject* Obj = *It;
		const bool bIsCDO = Obj->HasAnyFlags(RF_ClassDefaultObject);
		for (URustealReifiedClass* Cls : URustealReifiedClass::ReifiedChain(Obj->GetClass()))
		{
			if (Cls->Library == &Lib && !Cls->HasRustData(Obj))
			{
				if (Rusteal::CallLibrary(&Lib, [Obj, Cls, bIsCDO](const FRustealRustCallbacks& Cb)
					{
						Cb.construct_rust_instance(UObjectHandle{Obj}, Cls->RustTypeId, bIsCDO);
					}))
				{
					Cls->MarkRustData(Obj, true);
				}
			}
		}
	}
}

void FRustealEngineHooks::log(int Level, std::string_view Message)
{
	const FString Text = FString::ConstructFromPtrSize(reinterpret_cast<const UTF8CHAR*>(Message.data()), static_cast<int32>(Message.size()));
	if (Level >= 2) { UE_LOG(LogRusteal, Error, TEXT("%s"), *Text); }
	else if (Level == 1) { UE_LOG(LogRusteal, Warning, TEXT("%s"), *Text); }
	else { UE_LOG(LogRusteal, Display, TEXT("%s"), *Text); }
}
